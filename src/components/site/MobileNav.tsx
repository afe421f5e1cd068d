'use client'

/**
 * The phone and tablet menu (below 1024px): a "Menu" button opening a drawer that holds the same navigation as the
 * desktop bar. The drawer is a native modal <dialog>: the page behind becomes inert, Escape closes it, and the
 * stylesheet locks the page's scroll while it is open. Focus moves to the drawer's close button, stays inside, and
 * returns to the Menu button on close. Following a link, clicking the backdrop or widening the window closes it.
 *
 * The drawer's list is rendered on the first opening, not on the server: without JavaScript the drawer cannot open
 * (the bar's links stand in), and every page's HTML would otherwise carry the whole menu twice.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { MenuIcon } from './icons'
import styles from './MobileNav.module.css'
import { ModalDialog } from './ModalDialog'
import { NavMenu } from './NavMenu'

export function MobileNav() {
  const t = useTranslations('Nav')
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  const titleId = useId()

  useEffect(() => {
    // Past the breakpoint the drawer's button disappears; a drawer left open would keep the page inert.
    const wide = window.matchMedia('(min-width: 1024px)')
    const closeWhenWide = () => wide.matches && dialogRef.current?.close()
    wide.addEventListener('change', closeWhenWide)
    return () => wide.removeEventListener('change', closeWhenWide)
  }, [])

  function show() {
    setUsed(true)
    dialogRef.current?.showModal()
    // Browsers differ on which element showModal() focuses; the close button is a predictable first stop.
    closeRef.current?.focus()
    setOpen(true)
  }

  function hide() {
    dialogRef.current?.close()
  }

  function onClose() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
      >
        <MenuIcon />
        <span>{t('menu')}</span>
      </button>
      <ModalDialog
        id={dialogId}
        dialogRef={dialogRef}
        titleId={titleId}
        title={t('menu')}
        closeLabel={t('close')}
        closeLabelVisible
        closeRef={closeRef}
        onClose={onClose}
        classes={{ dialog: styles.drawer, content: styles.panel, head: styles.head, title: styles.title, close: styles.close }}
      >
        {used ? <NavMenu label={t('label')} variant="drawer" onNavigate={hide} /> : null}
      </ModalDialog>
    </>
  )
}
