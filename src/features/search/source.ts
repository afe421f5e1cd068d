/**
 * Reads of the pages the index holds, as an anonymous visitor sees them (`overrideAccess: false`, no user): only
 * published pages, their published version (a draft saved on a published page stays in the versions table), and
 * active sections only. Through the Local API, so SQLite and PostgreSQL behave the same.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { IndexablePage } from './document'

/** Only what the index needs; images reduced to their id and URL. */
const select = {
  uniqueUrl: true,
  category: true,
  title: true,
  description: true,
  content: true,
  seoTitle: true,
  seoDesc: true,
  image: true,
  sections: true,
  event: { location: true, dateNote: true, suitableFor: true },
  season: { tags: true, activities: true },
} as const

const common = (locale: Locale) =>
  ({
    collection: 'pages',
    locale,
    depth: 1,
    // Payload computes an upload's url from its filename, so both are selected.
    populate: { media: { url: true, filename: true } },
    select,
    overrideAccess: false,
  }) as const

/** Every published page in `locale`, a batch at a time so a large site is never held twice in memory. */
export async function* publishedPages(payload: Payload, locale: Locale, batch = 200): AsyncGenerator<IndexablePage> {
  for (let page = 1; ; page += 1) {
    const result = await payload.find({ ...common(locale), limit: batch, page, sort: 'id' })
    for (const doc of result.docs) yield doc as IndexablePage
    if (!result.hasNextPage) return
  }
}

/**
 * The published page with this id in `locale`, or null when visitors cannot see it (draft, unpublished, gone).
 * `transactionID` is the writer's transaction when called from a hook: on PostgreSQL the change is not committed
 * yet, and a read outside the transaction would still see the old page. The request carries no user, so access
 * rules treat the read as anonymous.
 */
export async function publishedPage(
  payload: Payload,
  id: number,
  locale: Locale,
  transactionID?: PayloadRequest['transactionID'],
): Promise<IndexablePage | null> {
  const result = await payload.find({
    ...common(locale),
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    req: transactionID === undefined ? undefined : { transactionID },
  })
  return (result.docs[0] as IndexablePage | undefined) ?? null
}
