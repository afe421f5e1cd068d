'use client'

/**
 * A floating button that opens a side panel (the accessibility and the rating
 * panels), a ModalDialog: the browser moves focus in (to the close button, the first control), Tab stays inside, the
 * page behind is inert, Escape and the backdrop close it, and focus goes back to the floating button. The button
 * and the dialog sit in a labelled <aside>, so every piece of the page belongs to a landmark.
 *
 * Content that closes the panel itself (the rating form, once sent) can call `closeSidePanel` with any element inside.
 *
 * Each panel places and colours its button through custom properties on `className` (SidePanel.module.css):
 * --opener-block-end, --opener-bg, --opener-ink, --opener-hover-bg, and optionally --panel-width.
 */
import { useId, useRef } from 'react'
import type React from 'react'

import { ModalDialog } from '@/components/site/ModalDialog'

import styles from './SidePanel.module.css'

type Props = {
  className: string
  /** The <aside>'s name. */
  region: string
  /** The floating button's icon and its (visually hidden) text. */
  icon: React.ReactNode
  openLabel: string
  title: string
  closeLabel: string
  /** The visitor reaches for the button (pointer over it, focus): a panel can start fetching its content. */
  onReach?: () => void
  onOpen?: () => void
  closeButtonRef?: React.Ref<HTMLButtonElement>
  children: React.ReactNode
}

/** Closes the side panel holding `element`. */
export function closeSidePanel(element: Element | null) {
  element?.closest('dialog')?.close()
}

export function SidePanel({ className, region, icon, openLabel, title, closeLabel, onReach, onOpen, closeButtonRef, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const panelId = useId()

  return (
    <aside aria-label={region} className={`${styles.root} ${className}`}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-controls={panelId}
        onPointerEnter={onReach}
        onFocus={onReach}
        onClick={() => {
          onOpen?.()
          dialog.current?.showModal()
        }}
      >
        {icon}
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <ModalDialog
        id={panelId}
        dialogRef={dialog}
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        closeRef={closeButtonRef}
        onClose={() => opener.current?.focus()}
        classes={{ dialog: styles.panel, content: styles.content, head: styles.header, title: styles.title, close: styles.close }}
      >
        {children}
      </ModalDialog>
    </aside>
  )
}
