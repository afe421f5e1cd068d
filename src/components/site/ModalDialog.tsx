'use client'

/**
 * The site's modal dialogs (the search dialog, the phone menu drawer, the accessibility and rating panels): a native
 * <dialog> opened with showModal(), so the page behind is inert and Escape closes it, with a heading row (its title
 * and a close button) above the content. Tab cycles inside (keepFocusInside), a click on the backdrop closes it, and
 * `onClose` runs however it closed, for the caller to send focus back to what opened it. Each caller brings its
 * own look through `classes`.
 */
import type React from 'react'

import { isBackdropClick, keepFocusInside } from './dialog'
import { CloseIcon } from './icons'

type Classes = { dialog: string; content: string; head: string; title: string; close: string }

type Props = {
  id: string
  dialogRef: React.RefObject<HTMLDialogElement | null>
  titleId: string
  title: React.ReactNode
  closeLabel: string
  /** Show the close button's text beside its icon (the menu drawer) rather than to screen readers only. */
  closeLabelVisible?: boolean
  closeRef?: React.Ref<HTMLButtonElement>
  onClose: () => void
  classes: Classes
  children: React.ReactNode
}

export function ModalDialog({ id, dialogRef, titleId, title, closeLabel, closeLabelVisible, closeRef, onClose, classes, children }: Props) {
  const hide = () => dialogRef.current?.close()
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => isBackdropClick(event) && hide()}
    >
      <div className={classes.content}>
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={classes.close} onClick={hide}>
            <CloseIcon />
            <span className={closeLabelVisible ? undefined : 'visually-hidden'}>{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
