/**
 * Restoring a version never changes what visitors see: the admin's restore (POST /api/pages/versions/:id, here
 * src/features/activity/cms.ts) loads the version as the page's latest draft, even a draft version restored with
 * `draft=false` as Payload's dialog sends it; the published page stays until Publish.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restoreAsDraft } from '@/features/activity/cms'
import { findPageByUrl } from '@/page-data/data'

import { as, testPayload, userOf } from './helpers'

let payload: Payload
let id: number
const URL = 'int-restore'

beforeAll(async () => {
  payload = await testPayload()
  const admin = await as(payload, 'admin')
  id = (await payload.create({ collection: 'pages', data: { title: 'Old live wording', uniqueUrl: URL, category: 'general', _status: 'published' }, ...admin })).id
  await payload.update({ collection: 'pages', id, draft: true, data: { title: 'A draft never published', _status: 'draft' }, ...admin })
  await payload.update({ collection: 'pages', id, data: { title: 'Live wording', _status: 'published' }, ...admin })
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id })
})

async function restore(versionId: string | number, who: 'admin' | 'anonymous' = 'admin') {
  const user = who === 'admin' ? { ...(await userOf(payload, 'admin')), collection: 'users' as const } : undefined
  const req = await createLocalReq({ user, urlSuffix: `?draft=false` }, payload)
  req.routeParams = { id: String(versionId) }
  return restoreAsDraft.handler(req)
}

const versionTitled = async (title: string) => {
  const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, sort: 'updatedAt', depth: 0, limit: 0, locale: 'en' })
  return versions.docs.find((v) => v.version.title === title)!
}

describe('restoring a version', () => {
  it('keeps the published page and makes the restored version the latest draft', async () => {
    const draftVersion = await versionTitled('A draft never published')
    const answer = await restore(draftVersion.id)
    expect(answer.status).toBe(200)

    // Visitors: still the published page.
    expect((await findPageByUrl(payload, URL, { locale: 'en' }))?.title).toBe('Live wording')
    const live = await payload.findByID({ collection: 'pages', id, depth: 0, draft: false, locale: 'en' })
    expect(live).toMatchObject({ title: 'Live wording', _status: 'published' })
    // The editor: the restored content, as the latest draft.
    const draft = await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, locale: 'en' })
    expect(draft).toMatchObject({ title: 'A draft never published', _status: 'draft' })
  })

  it('restores a published version as a draft too', async () => {
    const oldLive = await versionTitled('Old live wording')
    expect((await restore(oldLive.id)).status).toBe(200)
    expect((await findPageByUrl(payload, URL, { locale: 'en' }))?.title).toBe('Live wording')
    expect(await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, locale: 'en' })).toMatchObject({ title: 'Old live wording', _status: 'draft' })
  })

  it('is refused to a visitor, and a malformed id is not found', async () => {
    const draftVersion = await versionTitled('A draft never published')
    await expect(restore(draftVersion.id, 'anonymous')).rejects.toMatchObject({ status: 403 })
    expect((await restore('not-a-number')).status).toBe(404)
  })
})
