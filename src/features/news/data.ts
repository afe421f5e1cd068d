/**
 * News reads through the Local API as an anonymous visitor: published news only, newest first. Pure functions of
 * a Payload instance, for the integration tests; the screens use ./queries.ts.
 */
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { findPages } from '@/page-data/data'

import { NEWS_PAGE_SIZE } from './model'

export async function findClassifications(payload: Payload, locale: Locale) {
  const result = await payload.find({
    collection: 'classifications',
    locale,
    depth: 0,
    limit: 100,
    sort: 'name',
    pagination: false,
    overrideAccess: false,
  })
  return result.docs.map((doc) => ({ id: doc.id, key: doc.key, name: doc.name }))
}

type NewsQuery = { locale: Locale; classificationId?: number; page?: number; limit?: number; exclude?: string }

export async function findNews(payload: Payload, { locale, classificationId, page = 1, limit = NEWS_PAGE_SIZE, exclude }: NewsQuery) {
  const clauses: Where[] = []
  if (classificationId !== undefined) clauses.push({ classification: { equals: classificationId } })
  if (exclude) clauses.push({ uniqueUrl: { not_equals: exclude } })
  const where = clauses.length > 0 ? { and: clauses } : undefined
  const result = await findPages(payload, { category: 'news', locale, limit, page, sort: ['-pageDate', '-orderNum'], where })
  return { docs: result.docs, totalPages: Math.max(1, result.totalPages), page: result.page ?? page }
}
