/**
 * Scheduled publishing (Pages' versions.drafts.schedulePublish): a job queued for a near moment does nothing
 * before it is due, then publishes (or unpublishes) the page, which visitors then see and whose tags expire.
 * The runner here is the one the server runs every 5 seconds (src/features/schedules/runner.ts).
 * Time is not waited for: a job is queued an hour ahead, run (nothing happens), then made due by moving its
 * `waitUntil` into the past, as the clock would. A queue time a second ahead raced a slow run on a busy machine.
 * Also: two runners at once carry a job out once; a deleted page leaves no schedule; a schedule that could not run
 * is listed (src/features/schedules/problems.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'


import { findPageByUrl } from '@/page-data/data'
import { findScheduleProblems } from '@/features/schedules/problems'
import { claimJob, runDueJobs } from '@/features/schedules/runner'

import { testPayload } from './helpers'
import { revalidateTag } from './support/next-cache'

let payload: Payload
let id: number
const URL = 'int-scheduled'

/** A schedule as the admin's schedule drawer queues it: the page's id as a string. */
const schedule = (type: 'publish' | 'unpublish', at: Date, page = id) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    // Payload's types say a number; the drawer sends String(id) (its ScheduleDrawer), and the task reads either.
    input: { type, doc: { relationTo: 'pages', value: String(page) as unknown as number } },
    waitUntil: at,
  })

const HOUR = 60 * 60 * 1000
const later = () => new Date(Date.now() + HOUR)

const pendingJobs = async () =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } }, pagination: false })).docs

/** The clock reaching the queued jobs' time: each pending job's `waitUntil` moved a second into the past. */
async function makeDue() {
  const pending = await pendingJobs()
  for (const job of pending) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
  }
  return pending.length
}

const clearJobs = () => payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })

const visible = async () => (await findPageByUrl(payload, URL, { locale: 'en' })) !== null

const draftPage = (uniqueUrl: string, title: string) =>
  payload.create({ collection: 'pages', draft: true, data: { title, uniqueUrl, category: 'news', _status: 'draft' }, context: { disableRevalidate: true } })

beforeAll(async () => {
  payload = await testPayload()
  await clearJobs()
  id = (await draftPage(URL, 'Scheduled page')).id
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  await clearJobs()
})

describe('scheduled publishing', () => {
  it('publishes at the set time, not before', async () => {
    await schedule('publish', later())
    expect(await runDueJobs(payload)).toEqual([])
    expect(await visible()).toBe(false)
    expect(await makeDue()).toBe(1)
    revalidateTag.mockClear()
    expect(await runDueJobs(payload)).toHaveLength(1)
    expect(await visible()).toBe(true)
    expect(new Set(revalidateTag.mock.calls.map(([tag]) => tag))).toEqual(new Set([`page:${URL}`, 'pages:news', 'redirects', 'global:header', 'global:footer']))
  })

  it('unpublishes at the set time', async () => {
    await schedule('unpublish', later())
    await runDueJobs(payload)
    expect(await visible()).toBe(true)
    expect(await makeDue()).toBe(1)
    await runDueJobs(payload)
    expect(await visible()).toBe(false)
    expect(await pendingJobs()).toHaveLength(0)
  })

  it('carries a job out once when two runners tick together', async () => {
    await schedule('publish', new Date(Date.now() - 1000))
    const [first, second] = await Promise.all([runDueJobs(payload), runDueJobs(payload)])
    expect([...first, ...second]).toHaveLength(1)
    expect(await visible()).toBe(true)
    expect(await pendingJobs()).toHaveLength(0)
  })

  it('claims a job for one caller only', async () => {
    const job = await schedule('unpublish', later())
    expect(await claimJob(payload, Number(job.id))).toBe(true)
    expect(await claimJob(payload, Number(job.id))).toBe(false)
    await clearJobs()
  })
})

describe('a deleted page', () => {
  it('leaves no schedule behind', async () => {
    const page = await draftPage('int-scheduled-deleted', 'Deleted before its time')
    await schedule('publish', later(), page.id)
    await schedule('unpublish', new Date(Date.now() + 2 * HOUR), page.id)
    const others = (await pendingJobs()).length
    await payload.delete({ collection: 'pages', id: page.id, context: { disableRevalidate: true } })
    const left = await pendingJobs()
    expect(left.filter((job) => String((job.input as { doc?: { value?: unknown } }).doc?.value) === String(page.id))).toEqual([])
    expect(left).toHaveLength(others - 2)
  })
})

describe('schedules that could not run', () => {
  it('lists a failed schedule and an overdue one, on the dashboard and on their page', async () => {
    await clearJobs()
    // A page that is gone by the time its schedule runs (deleted with no hooks, as a database restore would).
    const gone = await draftPage('int-scheduled-gone', 'Gone page')
    await payload.db.deleteOne({ collection: 'pages', where: { id: { equals: gone.id } } })
    await schedule('publish', new Date(Date.now() - 1000), gone.id)
    await runDueJobs(payload)
    // Due two minutes ago, and no runner took it.
    const overdue = await schedule('unpublish', new Date(Date.now() - 2 * 60_000))
    // Ahead: not a problem.
    await schedule('publish', later())

    const now = new Date()
    const all = await findScheduleProblems(payload, { now, locale: 'en' })
    // The oldest due time first.
    expect(all.map(({ pageId, kind, pageGone, type }) => ({ pageId, kind, pageGone, type }))).toEqual([
      { pageId: id, kind: 'overdue', pageGone: false, type: 'unpublish' },
      { pageId: gone.id, kind: 'failed', pageGone: true, type: 'publish' },
    ])
    expect(all[0]).toMatchObject({ jobId: Number(overdue.id), pageTitle: 'Scheduled page', error: null })
    expect(all[1]?.error).toBeTruthy()

    const mine = await findScheduleProblems(payload, { now, pageId: id })
    expect(mine.map((problem) => problem.jobId)).toEqual([Number(overdue.id)])
    await clearJobs()
  })

  it('lists ahead of time an Unpublish scheduled for a page never published: it would change nothing', async () => {
    await clearJobs()
    // Payload's drawer preselects Unpublish for a page with no published version.
    const never = await draftPage('int-scheduled-never', 'Never published')
    const pointless = await schedule('unpublish', later(), never.id)
    await schedule('publish', later(), never.id)
    // A published page's scheduled unpublish is what the editor meant.
    const live = await payload.create({ collection: 'pages', data: { title: 'Live page', uniqueUrl: 'int-scheduled-live', category: 'news', _status: 'published' }, context: { disableRevalidate: true } })
    await schedule('unpublish', later(), live.id)

    const all = await findScheduleProblems(payload, { locale: 'en' })
    expect(all.map(({ jobId, pageId, kind, type, pageTitle }) => ({ jobId, pageId, kind, type, pageTitle }))).toEqual([
      { jobId: Number(pointless.id), pageId: never.id, kind: 'noEffect', type: 'unpublish', pageTitle: 'Never published' },
    ])
    expect((await findScheduleProblems(payload, { pageId: never.id })).map((problem) => problem.kind)).toEqual(['noEffect'])
    expect(await findScheduleProblems(payload, { pageId: live.id })).toEqual([])
    await clearJobs()
    for (const page of [never, live]) await payload.delete({ collection: 'pages', id: page.id, context: { disableRevalidate: true } })
  })
})
