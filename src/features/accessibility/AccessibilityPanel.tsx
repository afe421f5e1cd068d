'use client'

/**
 * The accessibility side panel (spec "Footer and global tools", section 4): a floating button opens a modal side
 * panel with text size, read-aloud and high contrast. Choices persist (preferences.ts) and apply before paint
 * (PreferencesScript).
 *
 * A native modal <dialog>: the browser moves focus in (to the close button, the first control), keeps it inside,
 * makes the page behind inert and closes on Escape; on close we send focus back to the floating button. A click on
 * the backdrop closes it too. The button and the dialog sit in a labelled <aside> so that every piece of content on
 * the page belongs to a landmark.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef } from 'react'

import styles from './AccessibilityPanel.module.css'
import { AccessibilityIcon, CloseIcon } from './icons'
import { ContrastToggle, FontSizeGroup, ResetButton, SpeechToggle } from './PanelControls'
import { usePreferencesSync } from './preferencesStore'
import { useSpeech } from './useSpeech'

export function AccessibilityPanel() {
  const t = useTranslations('Accessibility')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const panelId = useId()
  const speech = useSpeech(locale)
  usePreferencesSync()

  const close = () => dialog.current?.close()

  return (
    <aside aria-label={t('region')} className={styles.root}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-controls={panelId}
        onClick={() => dialog.current?.showModal()}
      >
        <AccessibilityIcon className={styles.openerIcon} />
        <span className="visually-hidden">{t('open')}</span>
      </button>
      <dialog
        ref={dialog}
        id={panelId}
        className={styles.panel}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // The panel's content fills the dialog, so a click on the dialog element itself is a click on the backdrop.
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <CloseIcon />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          <p className={styles.intro}>{t('intro')}</p>
          <FontSizeGroup />
          {speech.supported ? <SpeechToggle speaking={speech.speaking} onToggle={speech.toggle} /> : null}
          <ContrastToggle />
          <ResetButton onReset={speech.stop} />
        </div>
      </dialog>
    </aside>
  )
}
