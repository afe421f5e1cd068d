/**
 * The CMS menus (src/fields/menu.ts) as the shell renders them: only active entries, in the editors' order, with
 * each URL classified once. URLs are locale-free site paths (`/about`), which go through the i18n `Link` so
 * Arabic keeps its `/ar` prefix, or absolute http(s) URLs, which are left alone.
 */
import type { Header } from '@/payload-types'

type CmsItem = NonNullable<Header['items']>[number]
type CmsEntry = Pick<CmsItem, 'title' | 'url' | 'isActive' | 'id'>

export type MenuLink = { id: string; title: string; href: string; external: boolean }
export type MenuItem = { id: string; title: string; href: string | null; external: boolean; children: MenuLink[] }

const EXTERNAL = /^https?:\/\//i

export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url)
}

/** Editors' checkbox defaults to on; an unset flag (older rows) counts as active, an explicit `false` hides. */
function isActive(entry: CmsEntry): boolean {
  return entry.isActive !== false
}

function entryUrl(entry: CmsEntry): string | null {
  const url = entry.url?.trim()
  return url ? url : null
}

function toLink(entry: CmsEntry, id: string): MenuLink | null {
  const href = entryUrl(entry)
  if (!href || !entry.title) return null
  return { id, title: entry.title, href, external: isExternalUrl(href) }
}

/**
 * Active items with their active sub-items; an item with neither a URL nor sub-items leads nowhere and is dropped.
 * Ids are positions in the CMS list ("2", "2.1"): unique in a menu, and a few bytes each in every page's payload
 * where the CMS's row ids took 24 (ADR 0028).
 */
export function toMenuItems(items: CmsItem[] | null | undefined): MenuItem[] {
  return (items ?? []).filter(isActive).flatMap((item, index) => {
    const id = String(index)
    const children = (item.subItems ?? [])
      .filter(isActive)
      .map((sub, subIndex) => toLink(sub, `${id}.${subIndex}`))
      .filter((link): link is MenuLink => link !== null)
    const href = entryUrl(item)
    if (!item.title || (!href && children.length === 0)) return []
    return [{ id, title: item.title, href, external: href ? isExternalUrl(href) : false, children }]
  })
}

/** Compares a menu URL with the current locale-free pathname, ignoring query, hash and a trailing slash. */
export function isCurrentPath(href: string, pathname: string | null): boolean {
  if (!pathname || isExternalUrl(href)) return false
  const normalise = (path: string) => {
    const bare = path.split(/[?#]/)[0] || '/'
    return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
  }
  return normalise(href) === normalise(pathname)
}
