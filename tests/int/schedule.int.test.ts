/**
 * Scheduled publishing (Pages' versions.drafts.schedulePublish): a job queued for a near moment does nothing
 * before it is due, then publishes (or unpublishes) the page, which visitors then see and whose tags expire.
 * The runner here is the one the app's `jobs.autoRun` calls every 10 seconds.
 * Time is not waited for: a job is queued an hour ahead, run (nothing happens), then made due by moving its
 * `waitUntil` into the past, as the clock would. A queue time a second ahead raced a slow run on a busy machine.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag, updateTag: vi.fn(), revalidatePath: vi.fn() }))

import { findPageByUrl } from '@/page-data/data'

import { testPayload } from './helpers'

let payload: Payload
let id: number
const URL = 'int-scheduled'

const schedule = (type: 'publish' | 'unpublish', at: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'pages', value: id } },
    waitUntil: at,
  })

const HOUR = 60 * 60 * 1000
const later = () => new Date(Date.now() + HOUR)

/** The clock reaching the queued jobs' time: each pending job's `waitUntil` moved a second into the past. */
async function makeDue() {
  const pending = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } } })
  for (const job of pending.docs) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
  }
  return pending.docs.length
}

const visible = async () => (await findPageByUrl(payload, URL, { locale: 'en' })) !== null

beforeAll(async () => {
  payload = await testPayload()
  const page = await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: 'Scheduled page', uniqueUrl: URL, category: 'news', _status: 'draft' },
  })
  id = page.id
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
})

describe('scheduled publishing', () => {
  it('publishes at the set time, not before', async () => {
    await schedule('publish', later())
    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(false)
    expect(await makeDue()).toBe(1)
    revalidateTag.mockClear()
    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(true)
    expect(new Set(revalidateTag.mock.calls.map(([tag]) => tag))).toEqual(new Set([`page:${URL}`, 'pages:news']))
  })

  it('unpublishes at the set time', async () => {
    await schedule('unpublish', later())
    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(true)
    expect(await makeDue()).toBe(1)
    await payload.jobs.run({ queue: 'default' })
    expect(await visible()).toBe(false)
    const pending = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect(pending.docs.filter((job) => !job.completedAt)).toHaveLength(0)
  })
})
