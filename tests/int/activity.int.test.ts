/** Activity: each save records its author in the page's version; an earlier version can be restored; visitors never see who. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findPageByUrl } from '@/page-data/data'

import { as, testPayload, userOf } from './helpers'

let payload: Payload
let id: number

beforeAll(async () => {
  payload = await testPayload()
  const editor = await as(payload, 'reviewer')
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'First wording', uniqueUrl: 'int-activity', category: 'general', _status: 'published' },
    ...editor,
  })
  id = page.id
  await payload.update({ collection: 'pages', id, data: { title: 'Second wording', _status: 'published' }, ...(await as(payload, 'admin')) })
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id })
})

describe('activity', () => {
  it('records who saved each version', async () => {
    const [editor, admin] = [await userOf(payload, 'reviewer'), await userOf(payload, 'admin')]
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, sort: '-updatedAt', depth: 0 })
    expect(versions.docs.map((v) => [v.version.title, v.version.updatedBy])).toEqual([
      ['Second wording', admin.id],
      ['First wording', editor.id],
    ])
  })

  it('restores an earlier version', async () => {
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, sort: 'updatedAt', depth: 0 })
    await payload.restoreVersion({ collection: 'pages', id: versions.docs[0]!.id, ...(await as(payload, 'admin')) })
    expect((await findPageByUrl(payload, 'int-activity', { locale: 'en' }))?.title).toBe('First wording')
  })

  it('never tells a visitor who changed a page', async () => {
    const page = await findPageByUrl(payload, 'int-activity', { locale: 'en' })
    expect(page).not.toBeNull()
    expect(page?.updatedBy).toBeUndefined()
  })
})
