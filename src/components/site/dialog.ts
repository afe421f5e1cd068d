/**
 * Helpers for the shell's native <dialog>s. `showModal()` already makes the page behind inert and closes on
 * Escape; `keepFocusInside` also stops Tab from leaving the dialog for the browser's own toolbar, so keyboard
 * users cycle through the dialog as they would in any app dialog.
 */
import type React from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function visibleFocusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  )
}

export function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const focusables = visibleFocusables(event.currentTarget)
  if (focusables.length === 0) return
  const first = focusables[0]
  const last = focusables[focusables.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/** A click on the ::backdrop reaches the dialog element itself (its content fills the dialog's box). */
export function isBackdropClick(event: React.MouseEvent<HTMLDialogElement>): boolean {
  return event.target === event.currentTarget
}
