/**
 * The emergency numbers global (ADR 0045): anyone reads it, only staff change it (an anonymous REST write is refused
 * and changes nothing), an editor's save is what the page reads next (its tag expired, the activity log told), and
 * the admin refuses a number that is not one and a wilayat listed twice. Next's cache is the suite's recording
 * stand-in (./support/next-cache.ts), so the page's own cached read runs and its tags are recorded.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emergencyView, getEmergencyNumbers } from '@/features/emergency'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'

import { as, refusal, testPayload } from './helpers'
import { recordedTags, revalidateTag } from './support/next-cache'

let payload: Payload
let original: Record<'en' | 'ar', unknown>

const rest = (method: string, body?: unknown) =>
  handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}/api/globals/emergency-numbers`, {
      method,
      headers: { 'content-type': 'application/json', origin: env.SITE_URL, [PEER_HEADER]: '192.0.2.77' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })

const expired = () => new Set(revalidateTag.mock.calls.map(([tag]) => tag as string))

beforeAll(async () => {
  payload = await testPayload()
  const read = (locale: 'en' | 'ar') => payload.findGlobal({ slug: 'emergency-numbers', locale, depth: 0 })
  original = { en: await read('en'), ar: await read('ar') }
})

afterAll(async () => {
  // Back to the seed's numbers: English first (it carries the rows), then the Arabic texts on the same rows.
  for (const locale of ['en', 'ar'] as const) {
    const { id: _id, updatedAt: _u, createdAt: _c, globalType: _g, ...data } = original[locale] as Record<string, unknown>
    await payload.updateGlobal({ slug: 'emergency-numbers', locale, data, context: { disableRevalidate: true } })
  }
})

describe('emergency numbers', () => {
  it('anyone reads the seeded numbers over REST: 9999 first, every wilayat with its hospital', async () => {
    const response = await rest('GET')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.general[0].phone).toBe('9999')
    expect(body.wilayats).toHaveLength(10)
    expect(body.wilayats[0]).toMatchObject({ wilayat: 'SalalahRegion', facilities: [{ name: 'Sultan Qaboos Hospital' }] })
  })

  it('refuses an anonymous REST write and changes nothing', async () => {
    const response = await rest('POST', { general: [{ label: 'Fake', phone: '1234' }] })
    expect(response.status).toBe(403)
    const after = await payload.findGlobal({ slug: 'emergency-numbers', locale: 'en', depth: 0 })
    expect(after.general?.map((n) => n.phone)).toEqual(['9999', '9999', '9999', '1771'])
    await expect(
      payload.updateGlobal({ slug: 'emergency-numbers', data: { intro: 'x' }, ...(await as(payload, 'anonymous')) }),
    ).rejects.toThrow(/not allowed/i)
    expect(expired()).toEqual(new Set())
  })

  it("shows an editor's save on the page's next read: its tag expired, the change in the activity log", async () => {
    const editor = await as(payload, 'editor')
    const current = await payload.findGlobal({ slug: 'emergency-numbers', locale: 'en', depth: 0, ...editor })
    const wilayats = (current.wilayats ?? []).map((row) =>
      row.wilayat === 'TaqahRegion' ? { ...row, facilities: [...(row.facilities ?? []), { name: 'Int test clinic', phone: '٢٣٠٠ ٠٠٠٠' }] } : row,
    )
    await payload.updateGlobal({ slug: 'emergency-numbers', locale: 'en', data: { wilayats }, ...editor })
    expect(expired()).toEqual(new Set(['global:emergency-numbers']))

    const view = emergencyView(await getEmergencyNumbers('en'), 'en')
    expect(recordedTags).toContainEqual(['global:emergency-numbers'])
    const taqah = view.wilayats.find((w) => w.slug === 'Taqah')
    expect(taqah?.facilities.map((f) => f.label)).toEqual(['Taqah Hospital', 'Int test clinic'])
    // Typed in Arabic-Indic digits, shown and dialled in Latin ones.
    expect(taqah?.facilities[1].phone).toEqual({ text: '2300 0000', href: 'tel:+96823000000' })

    const log = await payload.find({ collection: 'activity', where: { entity: { equals: 'emergency-numbers' } }, sort: '-createdAt', limit: 1, depth: 0 })
    expect(log.docs[0]).toMatchObject({ action: 'changed', user: editor.user?.id })
  })

  it('refuses a number that is not one, and a wilayat listed twice, in the admin’s language', async () => {
    const editor = await as(payload, 'editor')
    const notANumber = await refusal(() =>
      payload.updateGlobal({ slug: 'emergency-numbers', locale: 'en', data: { general: [{ label: 'Police', phone: 'call the police' }] }, ...editor }),
    )
    expect(notANumber.errors).toEqual([expect.objectContaining({ path: 'general.0.phone', message: expect.stringMatching(/^Digits only/) })])
    const twice = await refusal(() =>
      payload.updateGlobal({
        slug: 'emergency-numbers',
        locale: 'en',
        data: { wilayats: [{ wilayat: 'MirbatRegion' }, { wilayat: 'MirbatRegion' }] },
        ...editor,
        req: { i18n: { language: 'ar' } } as never,
      }),
    )
    expect(twice.errors).toEqual([expect.objectContaining({ path: 'wilayats', message: expect.stringMatching(/مرباط مذكورة أكثر من مرة/) })])
    expect(expired()).toEqual(new Set())
  })
})
