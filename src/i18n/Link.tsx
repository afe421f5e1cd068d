/**
 * A link to a page of the site, in the page's language: a plain `<a>` with the localised address (`/x`, `/ar/x`),
 * rendered by the server, hydrating nothing. No 'use client': server components and client islands both use it.
 *
 * It replaces next-intl's Link (next/link underneath), which made every link a client component: about 60 per page
 * (menu, footer, breadcrumb, cards), each hydrated, each watched by an IntersectionObserver, and each one in view
 * prefetched while the page was still starting up (the home page's 110 KB payload from any page's logo link).
 * `data-soft-nav` marks it for SoftNavigation (components/site/SoftNavigation.tsx), which turns a plain click into
 * a client-side navigation and prefetches when the visitor reaches for the link (docs/decisions/0027).
 */
import { useLocale } from 'next-intl'
import type React from 'react'

import type { Locale } from './locales'
import { localizedPath } from './paths'

export type LinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A site path without the language prefix (`/news-list`, `/searchresult?q=khareef`). */
  href: string
  /** Another language than the page's. */
  locale?: Locale
}

export function Link({ href, locale, children, ...rest }: LinkProps) {
  const current = useLocale() as Locale
  return (
    <a {...rest} href={localizedPath(href, locale ?? current)} data-soft-nav="">
      {children}
    </a>
  )
}
