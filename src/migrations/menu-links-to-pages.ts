/**
 * The data step of the menu-page-links migrations (SQLite and PostgreSQL): a menu entry whose typed address is a
 * published page's address becomes a link to that page, so it follows the page when its address changes
 * (src/fields/menu.ts). Addresses of screens, lists and other sites stay typed. Shared so the integration test runs
 * the very rule the migrations run.
 */
import type { PageCategory } from '../lib/content-model'
import { pagePath } from '../lib/page-routes'

/** The menus' entry tables: items and sub-items of the header and the footer. */
export const MENU_TABLES = ['header_items', 'header_items_sub_items', 'footer_items', 'footer_items_sub_items'] as const

/** The published pages as the migration reads them: `SELECT id, unique_url, category FROM pages WHERE _status = 'published'`. */
export const PUBLISHED_PAGES = `SELECT id, unique_url, category FROM pages WHERE _status = 'published'`

type PageRow = { id: number | string; unique_url: string | null; category: string | null }

/** Each published page's address and id (one per address: the first page of an address wins). */
export function pageLinks(rows: readonly PageRow[]): { path: string; id: number }[] {
  const byPath = new Map<string, number>()
  for (const row of rows) {
    if (!row.unique_url || !row.category) continue
    const path = pagePath({ uniqueUrl: row.unique_url, category: row.category as PageCategory })
    if (!byPath.has(path)) byPath.set(path, Number(row.id))
  }
  return [...byPath].map(([path, id]) => ({ path, id }))
}
