'use client'

/**
 * The copyright year. Pages are static (ADR 0003), so the server's year is fixed at build or revalidation time;
 * a page not rebuilt since December would show last year. The server renders its year (right for visitors
 * without JavaScript and for crawlers almost always), and the browser replaces it with its own if they differ:
 * useClientValue renders the server value while hydrating, then the client's, without a mismatch error. The
 * server's year comes formatted (`serverText`): the browser formats a year only when it differs, so a page's
 * start-up does not load the Intl number data for a footer line.
 */
import { useLocale } from 'next-intl'

import { useClientValue } from '@/lib/useHydrated'

import { formatYear } from './year'

export function CurrentYear({ serverYear, serverText }: { serverYear: number; serverText: string }) {
  const locale = useLocale()
  const year = useClientValue(() => new Date().getFullYear(), serverYear)
  return <>{year === serverYear ? serverText : formatYear(year, locale)}</>
}
