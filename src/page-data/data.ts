/**
 * Reads of published content through the Local API, as an anonymous visitor would see it
 * (`overrideAccess: false`, no user): drafts and inactive sections never come back. Pure functions of a Payload
 * instance, so tests call them directly; the site calls them through the cached wrappers in ./queries.ts.
 */
import type { Payload, TypedUser, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { PageCategory } from '@/lib/content-model'
import { MENU_PAGE_FIELDS } from '@/lib/menu-href'
import type { Page } from '@/payload-types'

type ReadOptions = { locale: Locale | 'all'; depth?: number }

/** A preview: the latest draft, read with the previewing editor's own access. */
type PreviewOptions = { draft?: boolean; user?: TypedUser | null }

/** The one page `where` names, or null. */
async function findOnePage(payload: Payload, where: Where, { locale, depth = 1, draft = false, user = null }: ReadOptions & PreviewOptions) {
  const result = await payload.find({
    collection: 'pages',
    where,
    locale,
    depth,
    limit: 1,
    pagination: false,
    draft,
    user,
    overrideAccess: false,
  })
  return (result.docs[0] as Page | undefined) ?? null
}

export const findPageByUrl = (payload: Payload, uniqueUrl: string, options: ReadOptions & PreviewOptions) =>
  findOnePage(payload, { uniqueUrl: { equals: uniqueUrl } }, options)

export const findPageById = (payload: Payload, id: number | string, options: ReadOptions) => findOnePage(payload, { id: { equals: id } }, options)

/** Published pages, optionally of one category and matching `where`, in `sort` order (a field, or several). */
export async function findPages(
  payload: Payload,
  { category, limit = 100, page = 1, sort = 'orderNum', locale, depth = 1, where }: ReadOptions & {
    category?: PageCategory
    limit?: number
    page?: number
    sort?: string | string[]
    where?: Where
  },
) {
  const clauses: Where[] = []
  if (category) clauses.push({ category: { equals: category } })
  if (where) clauses.push(where)
  return payload.find({
    collection: 'pages',
    where: clauses.length ? { and: clauses } : undefined,
    locale,
    depth,
    limit,
    page,
    sort,
    overrideAccess: false,
  })
}

export async function findGlobal<S extends 'header' | 'footer' | 'settings'>(payload: Payload, slug: S, locale: Locale | 'all') {
  // A menu's picked pages: their address only, not their content.
  return payload.findGlobal({ slug, locale, depth: 1, overrideAccess: false, populate: { pages: MENU_PAGE_FIELDS } })
}

export async function findMediaByIds(payload: Payload, ids: number[]) {
  const result = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs
}
