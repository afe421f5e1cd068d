/**
 * Alerts on the seeded database (SQLite and PostgreSQL): a published alert appears in the visitors' read and the
 * revalidation hook expires `alerts`; a draft, an alert announced ahead of time and one long gone stay out; bad input
 * is refused in the admin's language with nothing saved; publishing needs both languages; a preset makes a draft in
 * both languages; anonymous visitors and editors get what the access rules say.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findVisibleAlerts, getVisibleAlerts, splitAlerts } from '@/features/alerts'
import { createFromPreset } from '@/features/alerts/cms'
import { tags } from '@/lib/cache-tags'

import { as, refusal, testPayload, userOf } from './helpers'
import { recordedTags, revalidateTag } from './support/next-cache'

const H = 3600 * 1000
const iso = (hours: number) => new Date(Date.now() + hours * H).toISOString()

let payload: Payload
const created: number[] = []

const expired = () => revalidateTag.mock.calls.map(([tag]) => tag as string)

type Texts = { title: string; message: string }
const EN: Texts = { title: 'Dense fog on the Dhalkut road', message: 'Visibility under 50 m. Drive slowly.' }
const AR: Texts = { title: 'ضباب كثيف على طريق ضلكوت', message: 'الرؤية أقل من 50 مترًا. قُد ببطء.' }

/** An alert in both languages, published unless `draft`. */
async function alertOf(data: Record<string, unknown> = {}, { draft = false, ar = AR }: { draft?: boolean; ar?: Texts | null } = {}) {
  const doc = await payload.create({
    collection: 'alerts',
    locale: 'en',
    draft: true,
    data: { ...EN, severity: 'warning', category: 'weather', onset: iso(-1), expires: iso(2), wilayats: ['DalkutRegion', 'RakhyutRegion'], _status: 'draft', ...data },
  })
  created.push(Number(doc.id))
  if (ar) await payload.update({ collection: 'alerts', id: doc.id, locale: 'ar', draft: true, data: { ...ar, _status: 'draft' } })
  if (!draft) await payload.update({ collection: 'alerts', id: doc.id, locale: 'en', data: { _status: 'published' } })
  return Number(doc.id)
}

const arabicRequest = { i18n: { language: 'ar' } } as unknown as PayloadRequest

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'alerts', id, context: { disableRevalidate: true } }).catch(() => {})
})

describe('publishing an alert', () => {
  it('shows it to visitors at once: it is in the read, and the hook expires the alerts tag', async () => {
    const id = await alertOf()
    expect(expired()).toContain(tags.alerts)
    const visible = await getVisibleAlerts()
    expect(recordedTags).toContainEqual([tags.alerts])
    const alert = visible.find((a) => a.id === id)
    expect(alert).toMatchObject({ title: { en: EN.title, ar: AR.title }, severity: 'warning', wilayats: ['DalkutRegion', 'RakhyutRegion'] })
    expect(splitAlerts(visible, Date.now()).current.map((a) => a.id)).toContain(id)
  })

  it('expires the tag on an edit and an unpublish, but not on a draft save', async () => {
    const id = await alertOf()
    revalidateTag.mockClear()
    await payload.update({ collection: 'alerts', id, locale: 'en', draft: true, data: { title: 'A draft title' } })
    expect(expired()).not.toContain(tags.alerts)
    expect((await findVisibleAlerts(payload)).find((a) => a.id === id)?.title.en).toBe(EN.title)
    await payload.update({ collection: 'alerts', id, locale: 'en', data: { _status: 'draft' } })
    expect(expired()).toContain(tags.alerts)
    expect((await findVisibleAlerts(payload)).map((a) => a.id)).not.toContain(id)
  })

  it('expires the tag when a published alert is deleted', async () => {
    const id = await alertOf()
    revalidateTag.mockClear()
    await payload.delete({ collection: 'alerts', id })
    expect(expired()).toContain(tags.alerts)
  })

  it('keeps drafts, alerts announced ahead and alerts long gone from visitors; staff see them all', async () => {
    const draft = await alertOf({}, { draft: true })
    const ahead = await alertOf({ onset: iso(5), expires: iso(6) })
    const gone = await alertOf({ onset: iso(-24 * 40), expires: iso(-24 * 35) })
    const recent = await alertOf({ onset: iso(-24 * 3), expires: iso(-24 * 2) })
    const ids = (await findVisibleAlerts(payload)).map((a) => a.id)
    expect(ids).not.toContain(draft)
    expect(ids).not.toContain(ahead)
    expect(ids).not.toContain(gone)
    expect(ids).toContain(recent)
    const anonymous = await payload.find({ collection: 'alerts', ...(await as(payload, 'anonymous')), limit: 500, depth: 0 })
    expect(anonymous.docs.map((d) => d.id)).not.toContain(ahead)
    const editor = await payload.find({ collection: 'alerts', ...(await as(payload, 'editor')), draft: true, limit: 500, depth: 0 })
    expect(editor.docs.map((d) => d.id)).toEqual(expect.arrayContaining([draft, ahead, gone]))
  })

  it('lets editors write alerts and visitors not', async () => {
    const anonymous = await refusal(() => payload.create({ collection: 'alerts', ...({ overrideAccess: false, user: null } as const), data: { ...EN, severity: 'info', category: 'other', onset: iso(0), expires: iso(1) } }))
    expect(anonymous.status).toBe(403)
    const editor = await payload.create({ collection: 'alerts', ...(await as(payload, 'editor')), locale: 'en', draft: true, data: { ...EN, severity: 'info', category: 'other', onset: iso(0), expires: iso(1), _status: 'draft' } })
    created.push(Number(editor.id))
  })
})

describe('refusing a bad alert', () => {
  const count = async () => (await payload.count({ collection: 'alerts', overrideAccess: true })).totalDocs

  it('refuses an end before the start, more than 7 days, a message over 280 characters and an unknown wilayat, saving nothing', async () => {
    const before = await count()
    const base = { ...EN, severity: 'warning', category: 'roads', _status: 'draft' } as const
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ onset: iso(2), expires: iso(1) }, 'expires', /must be after/],
      [{ onset: iso(0), expires: iso(24 * 8) }, 'expires', /at most 7 days/],
      [{ onset: iso(0), expires: iso(1), message: 'x'.repeat(281) }, 'message', /longer than 280/],
      [{ onset: iso(0), expires: iso(1), wilayats: ['Atlantis'] }, 'wilayats', /not one of Dhofar/],
    ]
    for (const [data, path, message] of cases) {
      const refused = await refusal(() => payload.create({ collection: 'alerts', locale: 'en', draft: true, data: { ...base, ...data } as never }))
      expect(refused.status, path).toBe(400)
      expect(refused.errors, path).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(message) })]))
    }
    expect(await count()).toBe(before)
    // Long-running: the same 8 days are accepted.
    const long = await payload.create({ collection: 'alerts', locale: 'en', draft: true, data: { ...base, onset: iso(0), expires: iso(24 * 8), longRunning: true } })
    created.push(Number(long.id))
  })

  it('says it in Arabic to an Arabic admin', async () => {
    const refused = await refusal(() =>
      payload.create({ collection: 'alerts', locale: 'en', draft: true, req: arabicRequest, data: { ...EN, severity: 'warning', category: 'roads', onset: iso(2), expires: iso(1), _status: 'draft' } }),
    )
    expect(refused.errors[0]?.message).toMatch(/بعد وقت البدء/)
  })

  it('refuses an edit that would make a saved alert wrong, keeping the saved one', async () => {
    const id = await alertOf()
    const refused = await refusal(() => payload.update({ collection: 'alerts', id, locale: 'en', data: { expires: iso(-5) } }))
    expect(refused.status).toBe(400)
    const saved = await payload.findByID({ collection: 'alerts', id, depth: 0 })
    expect(Date.parse(String(saved.expires))).toBeGreaterThan(Date.now())
  })

  it('refuses to publish without the Arabic title and message, and publishes once they are there', async () => {
    const id = await alertOf({}, { draft: true, ar: null })
    const refused = await refusal(() => payload.update({ collection: 'alerts', id, locale: 'en', data: { _status: 'published' } }))
    expect(refused.errors.map((e) => e.message)).toEqual([
      'An alert cannot be published without its Arabic title.',
      'An alert cannot be published without its Arabic message.',
    ])
    expect((await findVisibleAlerts(payload)).map((a) => a.id)).not.toContain(id)
    await payload.update({ collection: 'alerts', id, locale: 'ar', draft: true, data: { ...AR } })
    await payload.update({ collection: 'alerts', id, locale: 'ar', data: { _status: 'published' } })
    expect((await findVisibleAlerts(payload)).map((a) => a.id)).toContain(id)
  })
})

describe('presets', () => {
  it('create a draft with the title and message in both languages, severity and category', async () => {
    const editor = await userOf(payload, 'editor')
    const req = {
      payload,
      user: { ...editor, collection: 'users' },
      context: {},
      i18n: { language: 'en' },
      json: async () => ({ preset: 'no-swimming' }),
    } as unknown as PayloadRequest
    const response = await createFromPreset.handler(req)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    created.push(id)
    const doc = (await payload.findByID({ collection: 'alerts', id, locale: 'all', draft: true, depth: 0 })) as unknown as Record<string, unknown>
    expect(doc).toMatchObject({ severity: 'danger', category: 'sea', _status: 'draft' })
    expect(doc.title).toEqual({ en: 'Swimming not allowed: red flag', ar: 'السباحة ممنوعة: الراية الحمراء' })
    expect((doc.message as { ar: string }).ar).toMatch(/السباحة/)

    const bad = await createFromPreset.handler({ ...req, json: async () => ({ preset: 'nope' }) } as unknown as PayloadRequest)
    expect(bad.status).toBe(400)
    const visitor = await createFromPreset.handler({ ...req, user: null } as unknown as PayloadRequest)
    expect(visitor.status).toBe(401)
  })
})
