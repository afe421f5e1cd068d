/** Economy addresses: `/economy/{uniqueUrl}`, and the page `/economy` opens by default. */
import type { Page } from '@/payload-types'

export const DEFAULT_ECONOMY_PAGE = 'Tourism-Sector'

/** The default page (Tourism-Sector) when it exists, otherwise the first economy page in the editors' order. */
export function defaultEconomyPage(pages: Pick<Page, 'uniqueUrl'>[]): string | null {
  if (pages.some((page) => page.uniqueUrl === DEFAULT_ECONOMY_PAGE)) return DEFAULT_ECONOMY_PAGE
  return pages[0]?.uniqueUrl ?? null
}
