'use client'

/**
 * The link to this page in the other language (`/news-list` ↔ `/ar/news-list`, query kept), labelled in that
 * language, with `lang` and `hreflang`.
 *
 * Why the href is always locale-prefixed (`/en/news-list` for English): an unprefixed path is redirected by the
 * proxy to the language in the NEXT_LOCALE cookie, so a plain link from `/ar/x` to `/x` would bounce an Arabic
 * visitor straight back when JavaScript is off. next-intl 4's proxy answers `/en/x` (the default locale, prefixed)
 * with a redirect to `/x` AND rewrites an outdated cookie on that document request, so the link works on its own.
 * With JavaScript, the click first stores the cookie and `localStorage.langID`, then goes to the canonical URL
 * directly, sparing the redirect. It is a full page load on purpose: `<html lang dir>` changes with the language.
 * Middle-click and "open in new tab" keep the prefixed href, which also updates the cookie.
 */
import { useLocale } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'
import type React from 'react'

import { localeInfo, locales, type Locale } from '@/i18n/locales'
import { localizedPath, unlocalizedPath } from '@/i18n/paths'

import styles from './LanguageSwitch.module.css'
import { rememberLanguage, storeLanguageId } from './languagePreference'

function SwitchLink({ search }: { search: string }) {
  const locale = useLocale() as Locale
  const pathname = unlocalizedPath(usePathname() ?? '/', locale)
  const target: Locale = locales.find((l) => l.code !== locale)?.code ?? locale

  // As briefed, localStorage keeps the page's language id; a visitor arriving by a link or bookmark gets it too.
  useEffect(() => storeLanguageId(locale), [locale])

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    rememberLanguage(target)
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const { search: query, hash } = window.location
    window.location.assign(localizedPath(pathname, target) + query + hash)
  }

  const href = localizedPath(pathname, target, { forcePrefix: true }) + search
  return (
    <a href={href} hrefLang={target} lang={target} dir={localeInfo(target).dir} className={styles.switch} onClick={onClick}>
      {localeInfo(target).nativeLabel}
    </a>
  )
}

/** The query string comes from useSearchParams, which a static page may only read under Suspense. */
function SwitchLinkWithQuery() {
  const query = useSearchParams().toString()
  return <SwitchLink search={query ? `?${query}` : ''} />
}

export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <SwitchLinkWithQuery />
    </Suspense>
  )
}
