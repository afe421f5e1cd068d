/**
 * The editors' per-page summary: count, average and the 1–5 distribution per page, plus each page's latest
 * comments. Counting runs in the database (GROUP BY page and stars: a few hundred rows whatever the number of
 * ratings); only the latest comments are read as documents. Staff-only: the caller checks the user first.
 */
import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { RATING_MAX } from '../constants'

export type StarCount = { pageName: string; result: number; count: number }
export type LatestComment = { id: number | string; pageName: string; comment: string; flagged: boolean; result: number; createdAt: string }
export type PageSummary = {
  pageName: string
  count: number
  average: number
  /** distribution[i] = ratings of i + 1 stars */
  distribution: number[]
  comments: LatestComment[]
}

/** Pure: folds the grouped counts and the latest comments into one summary per page, most rated first. */
export function summarize(counts: StarCount[], comments: LatestComment[], commentsPerPage = 3): PageSummary[] {
  const pages = new Map<string, PageSummary>()
  for (const { pageName, result, count } of counts) {
    const page = pages.get(pageName) ?? { pageName, count: 0, average: 0, distribution: Array<number>(RATING_MAX).fill(0), comments: [] }
    if (result >= 1 && result <= RATING_MAX) page.distribution[result - 1] += count
    page.count += count
    pages.set(pageName, page)
  }
  for (const page of pages.values()) {
    const sum = page.distribution.reduce((total, n, i) => total + n * (i + 1), 0)
    page.average = page.count ? sum / page.count : 0
  }
  for (const comment of comments) {
    const page = pages.get(comment.pageName)
    if (page && page.comments.length < commentsPerPage) page.comments.push(comment)
  }
  return [...pages.values()].sort((a, b) => b.count - a.count || a.pageName.localeCompare(b.pageName))
}

async function starCounts(payload: Payload): Promise<StarCount[]> {
  // Both adapters are Drizzle underneath with the same query builder; the SQLite type stands for either.
  const db = payload.db as unknown as SQLiteAdapter
  const table = db.tables.ratings
  const rows = await db.drizzle
    .select({ pageName: table.pageName, result: table.result, count: sql<number>`count(*)` })
    .from(table)
    .groupBy(table.pageName, table.result)
  // PostgreSQL returns numeric and count(*) as strings.
  return rows.map((r) => ({ pageName: String(r.pageName), result: Number(r.result), count: Number(r.count) }))
}

async function latestComments(payload: Payload, scan: number): Promise<LatestComment[]> {
  const { docs } = await payload.find({
    collection: 'ratings',
    where: { comment: { exists: true } },
    sort: '-createdAt',
    limit: scan,
    pagination: false,
    depth: 0,
    select: { pageName: true, comment: true, flagged: true, result: true, createdAt: true },
  })
  return docs.map((d) => ({
    id: d.id,
    pageName: d.pageName,
    comment: d.comment ?? '',
    flagged: Boolean(d.flagged),
    result: Number(d.result),
    createdAt: d.createdAt,
  }))
}

export async function ratingSummary(payload: Payload, { commentsPerPage = 3, scan = 300 } = {}): Promise<PageSummary[]> {
  const [counts, comments] = await Promise.all([starCounts(payload), latestComments(payload, scan)])
  return summarize(counts, comments, commentsPerPage)
}
