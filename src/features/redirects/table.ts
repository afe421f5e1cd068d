/**
 * The redirect table each server process keeps in memory for the proxy (src/proxy.ts): old address → new address,
 * both site paths without the language prefix. A page view pays a Map lookup, never a database query: the table is
 * read (two queries) when the process first needs it, and again only after the `redirects` cache tag expired, which
 * the redirects' hooks and a page whose address changes expire (on every replica through the Redis cache handler,
 * which applies every replica's expiries to Next's tag manifest: src/lib/cache-handler.mjs). A redirect to a page
 * (`toPage`) is resolved here to the page's current address; one whose page is not published is left out.
 *
 * Installed on `globalThis` by the instrumentation hook (src/instrumentation.ts), which has Payload: the proxy reads
 * it from there (./lookup.ts) and so never bundles Payload. docs/decisions/0040-redirects.md.
 */
import type { Payload } from 'payload'

import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { tagExpiredAt } from '@/lib/expire-here'
import { pagePath } from '@/lib/page-routes'

import { REDIRECT_TABLE, type RedirectTable } from './lookup'

/**
 * A read that started less than this after the tag expired may have missed the change (the edit's transaction can
 * commit after its hooks expired the tag; the Redis handler expires it again a second later): it is read again.
 */
const SETTLE_MS = 2000
/** A read in the background this often anyway: a lost expiry cannot keep a table old for longer. */
const REFRESH_MS = 10 * 60 * 1000
/** After a failed read (the database down), the next try waits this long; meanwhile the last table answers. */
const RETRY_MS = 10_000
/** A page view waits at most this long for a read; past it, the last table answers (none at first: no redirect). */
const WAIT_MS = 1500

type Row = { from?: string; toType?: 'page' | 'path'; toPage?: number | string | { id: number | string } | null; toPath?: string | null }

/** Every redirect's old address and where it leads now. */
export async function readRedirectTable(payload: Payload): Promise<Map<string, string>> {
  const redirects = (
    await payload.find({ collection: 'redirects', depth: 0, limit: 0, pagination: false, overrideAccess: true })
  ).docs as unknown as Row[]
  const pageId = (row: Row) => (row.toPage && typeof row.toPage === 'object' ? row.toPage.id : row.toPage)
  const ids = [...new Set(redirects.filter((row) => row.toType === 'page').map(pageId).filter((id) => id != null))]
  const pages = ids.length
    ? ((
        await payload.find({
          collection: 'pages',
          where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
          draft: false,
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
          select: { uniqueUrl: true, category: true },
        })
      ).docs as unknown as { id: number | string; uniqueUrl: string; category: PageCategory }[])
    : []
  const pathOf = new Map(pages.map((page) => [String(page.id), pagePath(page)]))
  const table = new Map<string, string>()
  for (const row of redirects) {
    const to = row.toType === 'page' ? pathOf.get(String(pageId(row))) : row.toPath ?? undefined
    if (row.from && to && to !== row.from) table.set(row.from, to)
  }
  return table
}

export function createRedirectTable(getPayload: () => Promise<Payload>, now: () => number = Date.now): RedirectTable {
  let table: Map<string, string> | undefined
  /** When the read that made `table` started. */
  let readFrom = -Infinity
  let failedAt = -Infinity
  let reading: Promise<void> | undefined

  const read = () =>
    (reading ??= (async () => {
      const started = now()
      try {
        table = await readRedirectTable(await getPayload())
        readFrom = started
      } catch (error) {
        failedAt = now()
        console.error(`Redirects could not be read (${error instanceof Error ? error.message : String(error)}); the last ones known answer.`)
      } finally {
        reading = undefined
      }
    })())

  return {
    async lookup(path) {
      const at = now()
      const expired = tagExpiredAt(tags.redirects, at)
      const stale = table === undefined || (expired !== undefined && expired > readFrom - SETTLE_MS)
      if (stale && at - failedAt > RETRY_MS) {
        let timer: ReturnType<typeof setTimeout> | undefined
        await Promise.race([read(), new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))])
        clearTimeout(timer)
      } else if (at - readFrom > REFRESH_MS && at - failedAt > RETRY_MS) void read()
      return table?.get(path)
    },
  }
}

/** Called once per server process (src/instrumentation.ts). */
export function installRedirectTable(getPayload: () => Promise<Payload>): void {
  ;(globalThis as { [REDIRECT_TABLE]?: RedirectTable })[REDIRECT_TABLE] = createRedirectTable(getPayload)
}
