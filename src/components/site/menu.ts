/**
 * The CMS menus (src/fields/menu.ts) as the shell renders them: only active entries, in the editors' order, with
 * each URL classified once. URLs are a picked page's address or a typed one (src/lib/menu-href.ts): locale-free site
 * paths (`/about`), which go through the i18n `Link` so Arabic keeps its `/ar` prefix, or absolute http(s) URLs,
 * which are left alone.
 */
import { menuHref } from '@/lib/menu-href'
import type { Header } from '@/payload-types'

type CmsItem = NonNullable<Header['items']>[number]
type CmsEntry = Pick<CmsItem, 'title' | 'url' | 'page' | 'isActive' | 'id'>

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
  return menuHref(entry)
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
  const kept = (items ?? []).filter(isActive).flatMap((item) => {
    const children = (item.subItems ?? []).filter(isActive).filter((sub) => entryUrl(sub) && sub.title)
    const href = entryUrl(item)
    return item.title && (href || children.length > 0) ? [{ title: item.title, href, children }] : []
  })
  return kept.map(({ title, href, children }, index) => {
    const id = String(index)
    const links = children.map((sub, subIndex) => toLink(sub, `${id}.${subIndex}`)).filter((link): link is MenuLink => link !== null)
    return { id, title, href, external: href ? isExternalUrl(href) : false, children: links }
  })
}

/**
 * The menu as it crosses to the browser (the header's islands, MenuItemsProvider): `[title, href]` a link,
 * `[title, href, links]` an item with sub-items. Ids are positions and `external` follows from the address, so neither
 * is sent: about 1.3 KB less payload on every page (ADR 0028). `unpackMenu(packMenu(items))` gives `items` back.
 */
export type PackedLink = [title: string, href: string]
export type PackedItem = [title: string, href: string | null, links?: PackedLink[]]

export function packMenu(items: MenuItem[]): PackedItem[] {
  return items.map(({ title, href, children }) =>
    children.length === 0 ? [title, href] : [title, href, children.map((link): PackedLink => [link.title, link.href])],
  )
}

export function unpackMenu(packed: PackedItem[]): MenuItem[] {
  return packed.map(([title, href, links = []], index) => {
    const id = String(index)
    const children = links.map(([linkTitle, linkHref], subIndex) => ({
      id: `${id}.${subIndex}`,
      title: linkTitle,
      href: linkHref,
      external: isExternalUrl(linkHref),
    }))
    return { id, title, href, external: href ? isExternalUrl(href) : false, children }
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
