'use client'
/**
 * The pages of this language the phone has saved (the service worker's page cache, src/sw/policy.ts), newest first,
 * with when each was saved: read from Cache Storage after the screen is drawn. Plain links: each opens from the cache.
 * Without JavaScript or Cache Storage nothing is listed, and the sentence above the list still says what is saved.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { CACHE, localeOfPath, SAVED_AT_HEADER, SAVED_TITLE_HEADER, savedAtLabel } from '@/sw/policy'

type Saved = { href: string; title: string; savedAt: Date }

async function savedPages(locale: Locale): Promise<Saved[]> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE.pages))) return []
  const cache = await caches.open(CACHE.pages)
  const list: Saved[] = []
  for (const request of await cache.keys()) {
    const url = new URL(request.url)
    if (url.origin !== window.location.origin || localeOfPath(url.pathname) !== locale) continue
    const response = await cache.match(request)
    const savedAt = response?.headers.get(SAVED_AT_HEADER)
    if (!response || !savedAt) continue
    const title = decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? '') || url.pathname
    list.push({ href: url.pathname + url.search, title, savedAt: new Date(savedAt) })
  }
  return list.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
}

/** The page title as written in HTML (`&amp;`, `&#x27;`…), as text. */
function decodeEntities(text: string): string {
  const element = document.createElement('textarea')
  element.innerHTML = text
  return element.value
}

export function SavedPages({ locale }: { locale: Locale }) {
  const t = useTranslations('Offline')
  const [pages, setPages] = useState<Saved[] | null>(null)
  useEffect(() => {
    savedPages(locale).then(setPages, () => setPages([]))
  }, [locale])
  if (pages === null) return null
  if (pages.length === 0) return <p>{t('savedNone')}</p>
  return (
    <ul data-saved-pages="">
      {pages.map((saved) => (
        <li key={saved.href}>
          <a href={saved.href}>{decodeEntities(saved.title)}</a> · {t('savedOn', { date: savedAtLabel(saved.savedAt, locale) })}
        </li>
      ))}
    </ul>
  )
}
