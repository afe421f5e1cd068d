'use client'

/**
 * The page-rating side panel (spec "Footer and global tools", sections 4–5), opened by a floating button that sits
 * above the accessibility button (globals.css: --floating-rating-block-end). A native modal <dialog>: the browser
 * moves focus in, keeps the page behind inert and closes on Escape; on close focus returns to the button.
 *
 * The content mounts on first opening, in the browser only (it reads localStorage, which the static HTML cannot
 * know), and is keyed by the page name: a client navigation gives a fresh panel that redoes the rated check.
 * A panel open during a navigation (Back, or opened while a link was loading) stays open with the new page's
 * content; closing it would snatch away a panel the visitor just opened. If focus was in the replaced content, it
 * goes to the close button rather than being lost.
 *
 * The content (form, validation rules, storage) is a chunk of its own, fetched when the visitor reaches for the
 * button (pointer over it, focus) or at the latest on opening: every page carries only the button and the dialog.
 */
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { CloseIcon, Spinner, StarIcon } from './icons'
import { pageNameFromPath } from './storage'
import styles from './RatingPanel.module.css'

const loadBody = () => import('./RatingBody').then((module) => module.RatingBody)

function Loading() {
  const t = useTranslations('Rating')
  return (
    <p role="status" className={styles.loading}>
      <Spinner /> {t('loading')}
    </p>
  )
}

const RatingBody = dynamic(loadBody, { ssr: false, loading: () => <Loading /> })

export function RatingPanel() {
  const t = useTranslations('Rating')
  const pageName = pageNameFromPath(usePathname() ?? '/')
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)
  const titleId = useId()
  const panelId = useId()

  const close = useCallback(() => dialog.current?.close(), [])

  useEffect(() => {
    const open = dialog.current?.open
    if (open && !dialog.current?.contains(document.activeElement)) closeButton.current?.focus()
  }, [pageName])

  return (
    <aside aria-label={t('region')} className={styles.root}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-controls={panelId}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={() => {
          setOpened(true)
          dialog.current?.showModal()
        }}
      >
        <StarIcon className={styles.openerIcon} />
        <span className="visually-hidden">{t('open')}</span>
      </button>
      <dialog
        ref={dialog}
        id={panelId}
        className={styles.panel}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <button ref={closeButton} type="button" className={styles.close} onClick={close}>
              <CloseIcon />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          {opened ? <RatingBody key={pageName} pageName={pageName} onSubmitted={close} /> : null}
        </div>
      </dialog>
    </aside>
  )
}
