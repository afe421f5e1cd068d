/**
 * The pages a CSV is about, read as the signed-in editor (their access applies): each page's published row and
 * latest version, in each language without fallback (Payload would otherwise fill an untranslated Arabic text
 * with the English one, and an export would hand it back to be saved as Arabic).
 */
import type { PayloadRequest, Where } from 'payload'

import type { Page } from '@/payload-types'

import { LANGS, type Lang } from './model'
import { pageState, type PageState } from './state'

async function read(req: PayloadRequest, where: Where, locale: Lang, draft: boolean, idsOnly = false) {
  const result = await req.payload.find({
    collection: 'pages',
    where,
    ...(idsOnly ? { select: { uniqueUrl: true } } : {}),
    locale,
    fallbackLocale: false,
    draft,
    depth: 0,
    limit: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  return new Map((result.docs as Page[]).map((doc) => [doc.id, doc]))
}

/**
 * Every page that `where` matches in its published row or in its latest version (a draft may have moved a page
 * to another address or category), in the state a CSV row stands for.
 */
export async function readPageStates(req: PayloadRequest, where: Where): Promise<PageState[]> {
  // One read after the other: SQLite answers one at a time anyway, and this keeps PostgreSQL's pool for visitors.
  const ids = new Set<number>()
  for (const draft of [false, true]) for (const id of (await read(req, where, 'en', draft, true)).keys()) ids.add(id)
  if (ids.size === 0) return []
  const byId: Where = { id: { in: [...ids] } }
  const main = {} as Record<Lang, Map<number, Page>>
  const latest = {} as Record<Lang, Map<number, Page>>
  for (const lang of LANGS) {
    main[lang] = await read(req, byId, lang, false)
    latest[lang] = await read(req, byId, lang, true)
  }
  const states: PageState[] = []
  for (const id of ids) {
    const pick = (reads: Record<Lang, Map<number, Page>>) => ({ en: reads.en.get(id), ar: reads.ar.get(id) })
    const m = pick(main)
    const l = pick(latest)
    if (!m.en || !m.ar || !l.en || !l.ar) continue // deleted between two reads
    states.push(pageState({ main: { en: m.en, ar: m.ar }, latest: { en: l.en, ar: l.ar } }))
  }
  return states
}
