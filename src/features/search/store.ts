/**
 * The life of the search indexes in this process: built on the first query (concurrent first queries share one
 * build), then kept current by the Pages hooks (hooks.ts). Kept on globalThis so Next's development reloads,
 * which re-evaluate modules, reuse the indexes instead of building a second copy beside the first.
 * Several replicas each hold their own and follow each other's page changes through Redis (sync.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import { localeCodes, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import { expireLocalResponses } from '@/lib/response-cache-header.mjs'

import { toSearchDocument } from './document'
import { createPageIndex, removePage, upsertPage, type PageIndex } from './engine'
import { publishedPage, publishedPages } from './source'
import { followOtherReplicas } from './sync'

export type SearchIndexes = Record<Locale, PageIndex>

type State = { ready: Promise<SearchIndexes> | null; builds: number }

const KEY = Symbol.for('dhofar.search.indexes')
const holder = globalThis as typeof globalThis & { [KEY]?: State }
const state: State = (holder[KEY] ??= { ready: null, builds: 0 })

async function build(payload: Payload): Promise<SearchIndexes> {
  state.builds += 1
  const started = Date.now()
  // Subscribed before reading, so a change made during the build is applied after it.
  followOtherReplicas(payload, async (p, change) => {
    if (change.op === 'refresh') await refreshPage(p, change.id)
    else await forgetPage(change.id)
  })
  const indexes = Object.fromEntries(localeCodes.map((code) => [code, createPageIndex()])) as SearchIndexes
  for (const locale of localeCodes) {
    for await (const page of publishedPages(payload, locale)) upsertPage(indexes[locale], toSearchDocument(page))
  }
  const pages = Object.fromEntries(localeCodes.map((code) => [code, indexes[code].documentCount]))
  payload.logger.info({ msg: 'search index built', pages, ms: Date.now() - started })
  return indexes
}

/** The indexes, built on first use. A failed build is forgotten, so the next query tries again. */
export function searchIndexes(payload: Payload): Promise<SearchIndexes> {
  state.ready ??= build(payload).catch((error: unknown) => {
    state.ready = null
    throw error
  })
  return state.ready
}

/**
 * Re-reads one page in every language and puts what a visitor can see into the indexes (or takes the page out).
 * Before the first query there is nothing to update: the build will read the page as it is then.
 */
export async function refreshPage(payload: Payload, id: number, transactionID?: PayloadRequest['transactionID']) {
  if (!state.ready) return
  const indexes = await state.ready
  for (const locale of localeCodes) {
    const page = await publishedPage(payload, id, locale, transactionID)
    if (page) upsertPage(indexes[locale], toSearchDocument(page))
    else removePage(indexes[locale], id)
  }
  indexChanged()
}

export async function forgetPage(id: number) {
  if (!state.ready) return
  const indexes = await state.ready
  for (const locale of localeCodes) removePage(indexes[locale], id)
  indexChanged()
}

/**
 * The answers this process's response cache keeps from the index (the search screen, /api/v1/search) are dropped
 * once the index has changed: the page tags an edit expires may arrive first (on another replica, always), and an
 * answer made in between would otherwise be kept with the old results.
 */
function indexChanged() {
  expireLocalResponses([tags.searchIndex])
}

/** How many builds this process has run (tests check that an empty query builds nothing). */
export const buildCount = () => state.builds

/** Drops the indexes; the next query builds them again from the database. */
export function resetSearchIndexes() {
  state.ready = null
}
