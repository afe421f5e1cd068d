'use client'
/**
 * The FAQ accordion (opening one question closes the others; a plus or minus icon).
 *
 * Without JavaScript (and until the page has loaded) each question is a native `<details name>` disclosure: the
 * shared name makes the browser keep one open at a time, and the summary works by mouse and keyboard. Once the page
 * has loaded and the browser is idle (useAfterLoad), the same content becomes the WAI-ARIA accordion: each question
 * a heading holding a button with aria-expanded and aria-controls, its answer a labelled region; one open index in
 * state keeps the one-at-a-time rule in every browser. Hydration renders the server's markup, so nothing
 * mismatches, and the switch (which rebuilds every answer's DOM) is a task of its own, not part of hydration's.
 */
import { useId, useState, type ReactNode } from 'react'

import { useAfterLoad } from '@/lib/useAfterLoad'

import styles from './Faq.module.css'

export type FaqEntry = { key: string; question: string; answer: ReactNode }

/** Plus when closed, minus when open: CSS hides the vertical bar of an open item (with or without script). */
function Icon() {
  return (
    <span className={styles.iconBox} aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24">
        <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path className={styles.vertical} d="M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  )
}

export function FaqAccordion({ items, name }: { items: FaqEntry[]; name: string }) {
  const enhanced = useAfterLoad()
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()

  if (!enhanced) {
    return (
      <div className={styles.accordion} data-testid="faq" data-enhanced="false">
        {items.map((item, index) => (
          // An answer opened before the switch stays open after it.
          <details
            key={item.key}
            name={name}
            className={styles.item}
            onToggle={(event) => {
              const opened = event.currentTarget.open
              setOpen((current) => (opened ? index : current === index ? null : current))
            }}
          >
            <summary className={styles.summary}>
              <span className={styles.question}>{item.question}</span>
              <Icon />
            </summary>
            <div className={styles.answer}>{item.answer}</div>
          </details>
        ))}
      </div>
    )
  }

  return (
    <div className={styles.accordion} data-testid="faq" data-enhanced="true">
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${id}-q${index}`
        const panelId = `${id}-a${index}`
        return (
          <div key={item.key} className={styles.item} data-open={expanded ? '' : undefined}>
            <h2 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.summary}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span className={styles.question}>{item.question}</span>
                <Icon />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
