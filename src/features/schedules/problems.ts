/**
 * Schedules that could not run. Payload's schedule drawer lists only what is still ahead ("upcoming"), so a
 * schedule that failed, or whose time passed with no runner to carry it out, vanished from the admin. These are
 * listed on the page (PageScheduleNotice) and on the dashboard (ScheduleProblems):
 * - failed: the job ran and threw (Payload counted a try, or gave up: `hasError`), e.g. the page was deleted;
 * - overdue: still waiting a minute after its time, though the runner ticks every 5 seconds: it is not running;
 * - noEffect: an Unpublish scheduled for a page that has never been published. Payload's drawer preselects Unpublish
 *   for a page with no published version, so an editor who meant "put it online on Sunday" gets a schedule that
 *   runs, changes nothing and leaves the page off the site. Listed ahead of its time, while it can be put right.
 * A schedule carried out is deleted by Payload (jobs.deleteJobOnComplete), so it is never listed.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { SCHEDULE_TASK } from './runner'

export const OVERDUE_AFTER_MS = 60_000

export type ScheduleProblem = {
  jobId: number
  /** The page the schedule was for; null for a schedule of something else. */
  pageId: number | null
  pageTitle: string | null
  /** The page no longer exists. */
  pageGone: boolean
  type: 'publish' | 'unpublish'
  /** The one language it publishes, when the editor chose one. */
  locale: string | null
  due: string | null
  kind: 'failed' | 'overdue' | 'noEffect'
  error: string | null
}

type JobLike = {
  id: number | string
  input?: unknown
  waitUntil?: string | null
  hasError?: boolean | null
  totalTried?: number | null
  error?: unknown
  log?: { state?: string; error?: unknown }[] | null
}

type ScheduleInput = { type?: string; locale?: string; doc?: { relationTo?: string; value?: string | number } }

const messageOf = (error: unknown): string | null => {
  if (!error) return null
  if (typeof error === 'string') return error
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return null
}

/** The `where` of the schedules that could not run. */
export function problemWhere(now: Date): Where {
  const and: Where[] = [
    { taskSlug: { equals: SCHEDULE_TASK } },
    { completedAt: { exists: false } },
    {
      or: [
        { hasError: { equals: true } },
        { totalTried: { greater_than: 0 } },
        { waitUntil: { less_than: new Date(now.getTime() - OVERDUE_AFTER_MS).toISOString() } },
      ],
    },
  ]
  return { and }
}

/**
 * Whether a job is a schedule of this page. Compared here, not in the query: the admin queues the page's id as a
 * string, the Local API as a number, and SQLite's and PostgreSQL's JSON comparisons do not treat the two alike.
 */
export const isForPage = (job: { input?: unknown }, pageId: number) => {
  const doc = (job.input as ScheduleInput | undefined)?.doc
  return doc?.relationTo === 'pages' && String(doc.value) === String(pageId)
}

/** A job that could not run, as the admin shows it (the page's title in the admin's content language). */
export function toProblem(job: JobLike, titles: Map<number, string>): ScheduleProblem {
  const input = (job.input ?? {}) as ScheduleInput
  const pageId = input.doc?.relationTo === 'pages' && input.doc.value !== undefined ? Number(input.doc.value) : null
  const failed = Boolean(job.hasError) || (job.totalTried ?? 0) > 0
  const lastError = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'failed' || entry.error)
  return {
    jobId: Number(job.id),
    pageId,
    pageTitle: pageId === null ? null : (titles.get(pageId) ?? null),
    pageGone: pageId !== null && !titles.has(pageId),
    type: input.type === 'unpublish' ? 'unpublish' : 'publish',
    locale: input.locale ?? null,
    due: job.waitUntil ?? null,
    kind: failed ? 'failed' : 'overdue',
    error: messageOf(job.error) ?? messageOf(lastError?.error),
  }
}

const pageIdOf = (job: { input?: unknown }) => {
  const doc = (job.input as ScheduleInput | undefined)?.doc
  return doc?.relationTo === 'pages' ? Number(doc.value) : NaN
}

/** Pending Unpublish schedules of pages that have no published version: they would change nothing. */
async function unpublishesWithoutEffect(payload: Payload, now: Date, pageId: number | undefined) {
  const pending = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: { greater_than_equal: new Date(now.getTime() - OVERDUE_AFTER_MS).toISOString() } },
      ],
    },
    sort: 'waitUntil',
    limit: 0,
    depth: 0,
    pagination: false,
  })
  // The type and the page are compared here, not in the query (JSON comparisons differ between the databases).
  const unpublishes = pending.docs.filter(
    (job) => (job.input as ScheduleInput | undefined)?.type === 'unpublish' && (pageId === undefined ? Number.isSafeInteger(pageIdOf(job)) : isForPage(job, pageId)),
  )
  if (unpublishes.length === 0) return []
  const published = await payload.findVersions({
    collection: 'pages',
    where: { and: [{ parent: { in: [...new Set(unpublishes.map(pageIdOf))] } }, { 'version._status': { equals: 'published' } }] },
    limit: 0,
    depth: 0,
    pagination: false,
    select: { parent: true },
  })
  // depth 0: the parent is the page's id.
  const live = new Set(published.docs.map((version) => Number(version.parent)))
  return unpublishes.filter((job) => !live.has(pageIdOf(job)))
}

/** The schedules that could not run or will change nothing, the oldest first, at most `limit`. */
export async function findScheduleProblems(
  payload: Payload,
  { now = new Date(), pageId, locale, limit = 50 }: { now?: Date; pageId?: number; locale?: 'en' | 'ar'; limit?: number } = {},
): Promise<ScheduleProblem[]> {
  const [found, pointless] = await Promise.all([
    payload.find({
      collection: 'payload-jobs',
      where: problemWhere(now),
      sort: 'waitUntil',
      limit: pageId === undefined ? limit : 0,
      depth: 0,
      pagination: false,
    }),
    unpublishesWithoutEffect(payload, now, pageId),
  ])
  const failedOrOverdue = pageId === undefined ? found.docs : found.docs.filter((job) => isForPage(job, pageId))
  const listed = new Set(failedOrOverdue.map((job) => job.id))
  const jobs = { docs: [...failedOrOverdue, ...pointless.filter((job) => !listed.has(job.id))].slice(0, pageId === undefined ? limit : undefined) }
  const noEffect = new Set(pointless.map((job) => job.id))
  const ids = [...new Set(jobs.docs.map(pageIdOf).filter(Number.isSafeInteger))]
  const pages = ids.length
    ? await payload.find({
        collection: 'pages',
        where: { id: { in: ids } },
        draft: true,
        depth: 0,
        limit: ids.length,
        pagination: false,
        locale,
        select: { title: true },
      })
    : { docs: [] }
  const titles = new Map(pages.docs.map((page) => [Number(page.id), page.title ?? `#${page.id}`]))
  return jobs.docs.map((job) => {
    const problem = toProblem(job as unknown as JobLike, titles)
    return noEffect.has(job.id) && !listed.has(job.id) ? { ...problem, kind: 'noEffect' as const } : problem
  })
}

/** Pending schedules of a page: what a deleted page leaves queued. */
export async function deletePageSchedules(payload: Payload, pageId: number, req?: PayloadRequest) {
  const pending = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_TASK } },
        { completedAt: { exists: false } },
        // One being carried out right now finishes (and fails, the page being gone): it is listed, not yanked.
        { processing: { equals: false } },
      ],
    },
    limit: 0,
    depth: 0,
    pagination: false,
    select: { input: true },
    req,
  })
  const ids = pending.docs.filter((job) => isForPage(job, pageId)).map((job) => job.id)
  if (ids.length > 0) await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, req })
}
