/**
 * The redirects collection's hooks, and the pages' hooks that keep redirects in step with the pages' addresses.
 *
 * A redirect is refused before anything is written, with a sentence in the admin's language, when its old address
 * is malformed, a screen's or a published page's, or another redirect's; when its target is no published page nor
 * an address that answers; and when it would lead back to where it starts. Chains are collapsed as they form: a
 * redirect to another redirect's old address takes that one's target, and redirects to this one's old address take
 * this one's target, so a visitor is always sent in one hop. Everything runs in the save's transaction (`req`): a
 * refused save leaves nothing half-written.
 *
 * A published page whose address changes (its unique URL or its category) leaves a redirect from its old address to
 * the page itself (`toPage`: it follows the page's later renames); a page published at an address a redirect
 * started from takes the address back (the redirect is removed, not turned into a loop).
 */
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { env } from '@/lib/env'
import { pagePath } from '@/lib/page-routes'
import { expireTags } from '@/lib/revalidate'

import {
  isReservedFrom,
  isScreenPath,
  normalizeRedirectPath,
  pageAddressParts,
  problemField,
  REDIRECT_PATH_PATTERN,
  redirectProblemMessage,
  type RedirectProblem,
} from './model'

/** Both databases number their rows. */
type Id = number
type Target = { toType: 'page' | 'path'; toPage?: Id | null; toPath?: string | null }
type RedirectDoc = Target & { id: Id; from: string; automatic?: boolean | null }
type PageLike = { id: number | string; uniqueUrl?: string; category?: PageCategory; _status?: string | null }

/** How many redirects a chain may pass through before it is called a loop (chains are collapsed, so one is usual). */
const MAX_HOPS = 20

/** A relationship's id, whether it came as a number, a number's text (a form) or a populated document. */
const idOf = (value: unknown): Id | undefined => {
  const raw = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined
}

/** The published page with this id, or undefined (a draft, an unpublished page or none). */
async function publishedPage(req: PayloadRequest, id: Id): Promise<PageLike | undefined> {
  const found = await req.payload.find({
    collection: 'pages',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { uniqueUrl: true, category: true, _status: true },
    req,
  })
  return found.docs[0] as PageLike | undefined
}

/**
 * Whether a published page answers at `path`: at its own address, or (a single segment) at `/{uniqueUrl}`, which
 * the general route sends on to its category's screen.
 */
async function publishedPageAt(req: PayloadRequest, path: string): Promise<boolean> {
  const parts = pageAddressParts(path)
  if (!parts) return false
  const found = await req.payload.find({
    collection: 'pages',
    where: { and: [{ uniqueUrl: { equals: parts.uniqueUrl } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { uniqueUrl: true, category: true },
    req,
  })
  const page = found.docs[0] as PageLike | undefined
  if (!page?.uniqueUrl || !page.category) return false
  return parts.base ? pagePath({ uniqueUrl: page.uniqueUrl, category: page.category }) === path : true
}

async function redirectsWhere(req: PayloadRequest, where: Record<string, unknown>): Promise<RedirectDoc[]> {
  const found = await req.payload.find({
    collection: 'redirects',
    where: where as never,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs as unknown as RedirectDoc[]
}

function refuse(req: PayloadRequest, problem: RedirectProblem, toType: 'page' | 'path'): never {
  const message = redirectProblemMessage(problem, req.i18n?.language)
  // The sentence is also the error's label: the production REST answer (and so the admin's notice) carries only it.
  throw new ValidationError({ collection: 'redirects', errors: [{ path: problemField(problem, toType), message, label: message }] }, req.t)
}

/**
 * Normalises the addresses, refuses what must not be saved, and collapses a chain forward: a target that is another
 * redirect's old address is replaced by that redirect's target.
 */
export const validateRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as Partial<RedirectDoc>
  const id = (originalDoc as { id?: Id } | undefined)?.id
  const from = normalizeRedirectPath(merged.from, env.SITE_URL)
  let target: Target = merged.toType === 'path'
    ? { toType: 'path', toPath: normalizeRedirectPath(merged.toPath, env.SITE_URL) ?? null, toPage: null }
    : { toType: 'page', toPage: idOf(merged.toPage) ?? null, toPath: null }
  const toType = target.toType

  if (!from || !REDIRECT_PATH_PATTERN.test(from)) refuse(req, 'fromMalformed', toType)
  if (isReservedFrom(from)) refuse(req, 'fromReserved', toType)
  if (await publishedPageAt(req, from)) refuse(req, 'fromLivePage', toType)
  const sameFrom = await redirectsWhere(req, { from: { equals: from } })
  if (sameFrom.some((other) => other.id !== id)) refuse(req, 'fromTaken', toType)

  // Follow the target through other redirects (collapsing the chain) until it is a page or an address that answers.
  const seen = new Set<string>([from])
  for (let hop = 0; ; hop++) {
    if (hop > MAX_HOPS) refuse(req, 'loop', toType)
    if (target.toType === 'page') {
      if (target.toPage == null) refuse(req, 'toMissing', toType)
      const page = await publishedPage(req, target.toPage)
      if (!page?.uniqueUrl || !page.category) refuse(req, 'toUnpublished', toType)
      if (pagePath({ uniqueUrl: page.uniqueUrl, category: page.category }) === from) refuse(req, 'loop', toType)
      break
    }
    const to = target.toPath
    if (!to) refuse(req, 'toMissing', toType)
    if (!REDIRECT_PATH_PATTERN.test(to)) refuse(req, 'toMalformed', toType)
    if (seen.has(to)) refuse(req, 'loop', toType)
    seen.add(to)
    const next = (await redirectsWhere(req, { from: { equals: to } })).find((other) => other.id !== id)
    if (next) {
      target = { toType: next.toType, toPage: idOf(next.toPage) ?? null, toPath: next.toPath ?? null }
      continue
    }
    if (isScreenPath(to) || (await publishedPageAt(req, to))) break
    refuse(req, 'toUnresolved', toType)
  }
  return { ...data, from, ...target }
}

/**
 * After a save: redirects that led to this one's old address now lead straight to its target (the chain collapses
 * backward), and the proxy's table is expired on every replica (the `redirects` tag).
 */
export const collapseAndExpireAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const saved = doc as RedirectDoc
  const leadingHere = await redirectsWhere(req, { and: [{ toPath: { equals: saved.from } }, { id: { not_equals: saved.id } }] })
  for (const other of leadingHere) {
    await req.payload.update({
      collection: 'redirects',
      id: other.id,
      data: { toType: saved.toType, toPage: idOf(saved.toPage) ?? null, toPath: saved.toPath ?? null },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  expireTags(req, [tags.redirects])
  return doc
}

export const expireAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [tags.redirects])
  return doc
}

/** The site path of a page as visitors see it, or undefined when it is not published. */
const livePath = (page: PageLike | null | undefined): string | undefined =>
  page?._status === 'published' && page.uniqueUrl && page.category ? pagePath({ uniqueUrl: page.uniqueUrl, category: page.category }) : undefined

/**
 * A page's published address changed (`before`: the page as visitors saw it before this save, `doc` as saved): its
 * new address is no redirect's any more, and its old one, unless a screen's, redirects to the page.
 */
export async function followPageAddress(req: PayloadRequest, before: PageLike | null | undefined, doc: PageLike): Promise<void> {
  const oldPath = livePath(before)
  const newPath = livePath(doc)
  if (oldPath === newPath) return
  if (newPath) {
    // Renamed back (or published where a redirect started): the address is the page's again.
    for (const stale of await redirectsWhere(req, { from: { equals: newPath } })) {
      await req.payload.delete({ collection: 'redirects', id: stale.id, overrideAccess: true, req })
    }
  }
  // An old address that still answers (`/x` of a page moved from the general route to its category's screen, which
  // the general route sends on) needs no redirect.
  if (oldPath && newPath && !isReservedFrom(oldPath) && !(await publishedPageAt(req, oldPath))) {
    const existing = (await redirectsWhere(req, { from: { equals: oldPath } }))[0]
    const toPage = idOf(doc.id)
    if (toPage === undefined) return
    const data = { from: oldPath, toType: 'page' as const, toPage, toPath: null, automatic: true }
    if (existing) await req.payload.update({ collection: 'redirects', id: existing.id, data, overrideAccess: true, depth: 0, req })
    else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, depth: 0, req })
  }
  // Redirects to this page lead to its new address, or nowhere (unpublished): the proxy's table must be read again.
  expireTags(req, [tags.redirects])
}

/** A deleted page leaves no redirect to it behind (it would lead nowhere). */
export async function forgetDeletedPage(req: PayloadRequest, id: Id): Promise<void> {
  const leading = await redirectsWhere(req, { toPage: { equals: id } })
  for (const redirect of leading) await req.payload.delete({ collection: 'redirects', id: redirect.id, overrideAccess: true, req })
}
