'use client'

/**
 * The copyright year. Pages are static (ADR 0003), so the server's year is fixed at build or revalidation time;
 * a page not rebuilt since December would show last year. The server renders its year (right for visitors
 * without JavaScript and for crawlers almost always), and the browser replaces it with its own if they differ:
 * useClientValue renders the server value while hydrating, then the client's, without a mismatch error.
 */
import { useLocale } from 'next-intl'

import { useClientValue } from '@/lib/useHydrated'

export function CurrentYear({ serverYear }: { serverYear: number }) {
  const locale = useLocale()
  const year = useClientValue(() => new Date().getFullYear(), serverYear)
  return <>{new Intl.NumberFormat(locale, { useGrouping: false }).format(year)}</>
}
