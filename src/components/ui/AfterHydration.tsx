'use client'

/**
 * Content the first screen does not show (a slider's later slides), held back until the page is interactive: the
 * server renders it inside <noscript>, which a browser running scripts parses as text, so its pictures are not
 * fetched while the visible ones and the page's scripts are loading on a slow link; once hydrated, it renders for
 * real. Visitors without JavaScript get it at once from the <noscript>.
 */
import type React from 'react'

import { useHydrated } from '@/lib/useHydrated'

export function AfterHydration({ children }: { children: React.ReactNode }) {
  return useHydrated() ? children : <noscript>{children}</noscript>
}
