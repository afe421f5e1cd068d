/** Access rules on every collection and global, for anonymous visitors, editors and admins. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { as, testPayload } from './helpers'

let payload: Payload
const created: number[] = []

async function makePage(data: Record<string, unknown>, draft = false) {
  const doc = await payload.create({
    collection: 'pages',
    locale: 'en',
    draft,
    data: { category: 'general', title: 'Access test', ...data } as never,
  })
  created.push(Number(doc.id))
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
})

describe('pages', () => {
  it('anonymous visitors never see drafts; staff do', async () => {
    const draft = await makePage({ uniqueUrl: 'access-draft', _status: 'draft' }, true)
    const where = { uniqueUrl: { equals: 'access-draft' } }
    const anon = await payload.find({ collection: 'pages', where, ...(await as(payload, 'anonymous')) })
    expect(anon.docs).toHaveLength(0)
    await expect(payload.findByID({ collection: 'pages', id: draft.id, ...(await as(payload, 'anonymous')) })).rejects.toThrow()
    const editor = await payload.find({ collection: 'pages', where, draft: true, ...(await as(payload, 'editor')) })
    expect(editor.docs).toHaveLength(1)
  })

  it('a published page with a newer draft shows visitors the published version', async () => {
    const page = await makePage({ uniqueUrl: 'access-versioned', _status: 'published', title: 'Published title' })
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { title: 'Unpublished edit' } })
    const anon = await payload.findByID({ collection: 'pages', id: page.id, ...(await as(payload, 'anonymous')) })
    expect(anon.title).toBe('Published title')
    const staff = await payload.findByID({ collection: 'pages', id: page.id, draft: true, ...(await as(payload, 'editor')) })
    expect(staff.title).toBe('Unpublished edit')
  })

  it('inactive sections are removed for visitors and kept for staff', async () => {
    const page = await makePage({
      uniqueUrl: 'access-sections',
      _status: 'published',
      sections: [
        { style: 'Title', isActive: true, cardItems: [{ title: 'shown' }] },
        { style: 'Title', isActive: false, cardItems: [{ title: 'hidden' }] },
      ],
    })
    const anon = await payload.findByID({ collection: 'pages', id: page.id, ...(await as(payload, 'anonymous')) })
    expect(anon.sections?.map((s) => s.isActive)).toEqual([true])
    const staff = await payload.findByID({ collection: 'pages', id: page.id, ...(await as(payload, 'editor')) })
    expect(staff.sections).toHaveLength(2)
  })

  it('only staff write pages', async () => {
    const anon = await as(payload, 'anonymous')
    await expect(
      payload.create({ collection: 'pages', data: { uniqueUrl: 'access-anon', category: 'general', title: 'x' } as never, ...anon }),
    ).rejects.toThrow(/not allowed/i)
    const editorDoc = await payload.create({
      collection: 'pages',
      data: { uniqueUrl: 'access-editor', category: 'general', title: 'By a reviewer', _status: 'published' } as never,
      ...(await as(payload, 'reviewer')),
    })
    created.push(Number(editorDoc.id))
    await expect(payload.update({ collection: 'pages', id: editorDoc.id, data: { title: 'y' }, ...anon })).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'pages', id: editorDoc.id, ...anon })).rejects.toThrow(/not allowed/i)
    await payload.delete({ collection: 'pages', id: editorDoc.id, ...(await as(payload, 'editor')) })
  })

  it('rejects a unique URL with unsafe characters', async () => {
    await expect(makePage({ uniqueUrl: '../etc/passwd', _status: 'published' })).rejects.toThrow()
  })
})

describe('media, datasets and classifications', () => {
  it('are public to read and closed to anonymous writes', async () => {
    const anon = await as(payload, 'anonymous')
    for (const collection of ['media', 'datasets', 'classifications'] as const) {
      const result = await payload.find({ collection, limit: 1, ...anon })
      expect(result.totalDocs).toBeGreaterThan(0)
    }
    await expect(payload.create({ collection: 'classifications', data: { key: 'anon', name: 'x' }, ...anon })).rejects.toThrow(/not allowed/i)
    const editor = await as(payload, 'editor')
    const doc = await payload.create({ collection: 'classifications', data: { key: 'editor-made', name: 'Editor made' }, ...editor })
    await payload.delete({ collection: 'classifications', id: doc.id, ...editor })
  })
})

describe('ratings', () => {
  it('are never readable by visitors, read-only for editors, deletable by admins', async () => {
    const rating = await payload.create({
      collection: 'ratings',
      data: { pageName: '/access-test', result: 4, max: 5, sessionId: 'session_1_access', visitorIpHash: 'hash' },
    })
    await expect(payload.find({ collection: 'ratings', ...(await as(payload, 'anonymous')) })).rejects.toThrow(/not allowed/i)
    const editor = await as(payload, 'editor')
    expect((await payload.find({ collection: 'ratings', ...editor })).totalDocs).toBeGreaterThan(0)
    await expect(payload.update({ collection: 'ratings', id: rating.id, data: { result: 1 }, ...editor })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({ collection: 'ratings', data: { pageName: '/x', result: 1, max: 5, sessionId: 's', visitorIpHash: 'h' }, ...editor }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'ratings', id: rating.id, ...editor })).rejects.toThrow(/not allowed/i)
    await payload.delete({ collection: 'ratings', id: rating.id, ...(await as(payload, 'admin')) })
  })
})

describe('users', () => {
  it('anonymous see none, editors only themselves, admins everyone', async () => {
    await expect(payload.find({ collection: 'users', ...(await as(payload, 'anonymous')) })).rejects.toThrow(/not allowed/i)
    const editor = await as(payload, 'editor')
    await as(payload, 'admin')
    const seen = await payload.find({ collection: 'users', ...editor })
    expect(seen.docs.map((u) => u.email)).toEqual(['int-editor@example.com'])
    const all = await payload.find({ collection: 'users', ...(await as(payload, 'admin')) })
    expect(all.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('an editor cannot make themselves admin', async () => {
    const editor = await as(payload, 'editor')
    const id = editor.user?.id as number
    const updated = await payload.update({ collection: 'users', id, data: { role: 'admin' }, ...editor })
    expect(updated.role).toBe('editor')
  })
})

describe('globals', () => {
  it('menus: everyone reads, editors update, anonymous cannot', async () => {
    const anon = await as(payload, 'anonymous')
    const header = await payload.findGlobal({ slug: 'header', ...anon })
    expect(header.items?.length).toBeGreaterThan(0)
    await expect(payload.updateGlobal({ slug: 'header', data: { items: [] }, ...anon })).rejects.toThrow(/not allowed/i)
    const editor = await as(payload, 'editor')
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'en', ...editor })
    const saved = await payload.updateGlobal({ slug: 'footer', data: { items: footer.items }, locale: 'en', ...editor })
    expect(saved.items?.length).toBe(footer.items?.length)
  })

  it('settings: everyone reads, only admins update', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', ...(await as(payload, 'anonymous')) })
    expect(settings.siteName).toBeTruthy()
    await expect(payload.updateGlobal({ slug: 'settings', data: { tagline: 'x' }, ...(await as(payload, 'editor')) })).rejects.toThrow(
      /not allowed/i,
    )
    await payload.updateGlobal({ slug: 'settings', data: { tagline: settings.tagline }, locale: 'en', ...(await as(payload, 'admin')) })
  })
})
