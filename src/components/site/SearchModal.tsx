'use client'

/**
 * The global search: a button opening a native modal <dialog> (inert page behind, Escape closes) with a plain GET
 * form to `/searchresult` (`/ar/searchresult`) and `name="q"`, so it also works as a normal form submission.
 * With JavaScript the term is trimmed, an empty term does nothing (the dialog stays open), and otherwise the dialog
 * closes first and the locale-aware router navigates. Focus goes to the input on open and back to the button on
 * close. Without JavaScript the button cannot open a dialog, so a link to the search page takes its place.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useRef } from 'react'
import type React from 'react'

import { Link } from '@/i18n/Link'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import { SearchIcon } from './icons'
import { ModalDialog } from './ModalDialog'
import styles from './SearchModal.module.css'
import shared from './shared.module.css'

const SEARCH_PATH = screens.search

export function SearchModal() {
  const t = useTranslations('SearchModal')
  const locale = useLocale() as Locale
  const router = useRouter()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const dialogId = useId()
  const titleId = useId()
  const inputId = useId()

  function show() {
    dialogRef.current?.showModal()
    inputRef.current?.focus()
    inputRef.current?.select()
  }

  function hide() {
    dialogRef.current?.close()
  }

  // In a search field Chrome spends the first Escape on clearing the text; the dialog's contract is that Escape closes.
  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return
    event.preventDefault()
    hide()
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = inputRef.current?.value.trim() ?? ''
    if (!term) {
      inputRef.current?.focus()
      return
    }
    hide()
    router.push(`${localizedPath(SEARCH_PATH, locale)}?${new URLSearchParams({ q: term })}`)
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.open} ${shared.withScript}`}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        onClick={show}
      >
        <SearchIcon />
        <span>{t('open')}</span>
      </button>
      <Link href={SEARCH_PATH} className={`${styles.open} ${shared.withoutScript}`}>
        <SearchIcon />
        <span>{t('open')}</span>
      </Link>
      <ModalDialog
        id={dialogId}
        dialogRef={dialogRef}
        titleId={titleId}
        title={t('title')}
        closeLabel={t('close')}
        onClose={() => buttonRef.current?.focus()}
        classes={{ dialog: styles.dialog, content: styles.content, head: styles.head, title: styles.title, close: styles.close }}
      >
        <form action={localizedPath(SEARCH_PATH, locale)} method="get" role="search" onSubmit={onSubmit}>
          <label htmlFor={inputId} className={styles.label}>
            {t('label')}
          </label>
          <div className={styles.row}>
            <input ref={inputRef} id={inputId} name="q" type="search" className={styles.input} autoComplete="off" enterKeyHint="search" onKeyDown={onInputKeyDown} />
            <button type="submit" className={styles.submit}>
              <SearchIcon />
              <span>{t('submit')}</span>
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  )
}
