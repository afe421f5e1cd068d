/**
 * Where a menu entry leads (src/fields/menu.ts): a picked page's current address, else the typed address. A picked
 * page that the reader cannot see (not published: the relationship comes back as its id, or empty) hides the entry
 * rather than lead to a 404. Shared by the site's menus and the public API's.
 */
import type { PageCategory } from './content-model'
import { pagePath } from './page-routes'

export type MenuPageRef = number | { uniqueUrl?: string | null; category?: string | null } | null | undefined

/** Only what a menu needs of a picked page (Payload's `populate`, so a menu read does not carry whole pages). */
export const MENU_PAGE_FIELDS = { uniqueUrl: true, category: true } as const

export function menuHref(entry: { page?: MenuPageRef; url?: string | null }): string | null {
  const { page } = entry
  if (page && typeof page === 'object') {
    return page.uniqueUrl && page.category ? pagePath({ uniqueUrl: page.uniqueUrl, category: page.category as PageCategory }) : null
  }
  if (page) return null
  return entry.url?.trim() || null
}
