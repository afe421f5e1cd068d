/**
 * Duplicating a page gives the copy a valid address no other page uses, drafts included (x-copy, x-copy-2 …), so the
 * copy can be published as it is; Payload's default ("x - Copy") was refused only at Publish.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { UNIQUE_URL_PATTERN } from '@/lib/page-routes'

import { as } from './helpers'
import { testPayload } from './helpers'

let payload: Payload
let admin: Awaited<ReturnType<typeof as>>
let original: number
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  admin = await as(payload, 'admin')
  original = (await payload.create({ collection: 'pages', data: { title: 'To copy', uniqueUrl: 'int-dup', category: 'general', _status: 'published' }, ...admin })).id
  created.push(original)
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
})

async function duplicate(id: number) {
  const copy = await payload.duplicate({ collection: 'pages', id, draft: true, ...admin })
  created.push(copy.id)
  return copy
}

describe('duplicating a page', () => {
  it('gives the copy the address x-copy, then x-copy-2, valid for publishing', async () => {
    const first = await duplicate(original)
    expect(first.uniqueUrl).toBe('int-dup-copy')
    expect(first.uniqueUrl).toMatch(UNIQUE_URL_PATTERN)
    const second = await duplicate(original)
    expect(second.uniqueUrl).toBe('int-dup-copy-2')
    // The copy publishes as it is: its address passes the rule and is free.
    const published = await payload.update({ collection: 'pages', id: second.id, data: { _status: 'published' }, ...admin })
    expect(published.uniqueUrl).toBe('int-dup-copy-2')
  })

  it('skips an address that only a draft uses, and counts a copy of a copy on from the original', async () => {
    // A published page whose newer draft moves it to int-dup-copy-3: the address is taken by that draft.
    const moving = await payload.create({ collection: 'pages', data: { title: 'Moving', uniqueUrl: 'int-dup-elsewhere', category: 'general', _status: 'published' }, ...admin })
    created.push(moving.id)
    await payload.update({ collection: 'pages', id: moving.id, draft: true, data: { uniqueUrl: 'int-dup-copy-3', _status: 'draft' }, ...admin })

    const copyOfCopy = await duplicate((await duplicate(original)).id)
    const addresses = (await payload.find({ collection: 'pages', where: { id: { in: created } }, draft: true, depth: 0, limit: 0, ...admin })).docs.map((p) => p.uniqueUrl)
    expect(addresses).toContain('int-dup-copy-4')
    expect(copyOfCopy.uniqueUrl).toBe('int-dup-copy-5')
  })
})
