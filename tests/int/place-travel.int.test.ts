/**
 * Places as travel entries on the seeded database (SQLite and PostgreSQL): hours with a season, a closure and an
 * evening past midnight, a fee by visitor type, accessibility and facilities (unset kept apart from "no") are saved
 * in both languages and read back by visitors; a closing time before the opening time, a negative fee, a phone
 * number that is not one and the list's reserved key are refused in the admin's language with nothing saved; an
 * Arabic save of the names alone keeps the rest; the seed records only what is well established.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compactHours, openState } from '@/features/places/hours'
import { findPlaceEntries } from '@/features/places/data'

import { refusal, testPayload } from './helpers'
import { expiredTags } from './support/next-cache'

let payload: Payload
const created: number[] = []
const arabicRequest = { i18n: { language: 'ar' } } as unknown as PayloadRequest

const base = (key: string) => ({ key, name: `Test place ${key}`, region: 'SalalahRegion' as const, lat: 17.01, lng: 54.1 })

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'places', id }).catch(() => {})
})

describe('a place as a travel entry', () => {
  it('is saved with its hours, fee, accessibility and facilities in both languages, and read back by visitors', async () => {
    const doc = await payload.create({
      collection: 'places',
      locale: 'en',
      data: {
        ...base('int-travel-a'),
        hours: {
          kind: 'weekly',
          weekly: [
            { days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '14:00' },
            { days: ['fri'], opens: '18:00', closes: '01:00', overnight: true },
          ],
          variants: [{ kind: 'khareef', name: 'Khareef hours', from: '2027-06-21', to: '2027-09-21', rows: [{ days: ['sat'], opens: '10:00', closes: '22:00' }] }],
          closures: [{ from: '2027-01-01', to: '2027-01-01', reason: 'New Year' }],
        },
        fee: { kind: 'paid', amounts: [{ visitor: 'adult', amount: 2 }, { visitor: 'child', amount: 0.5 }], note: 'Pay at the gate.' },
        access: { stepFree: 'yes', accessibleToilet: 'no', surface: 'paved' },
        facilities: { parking: 'yes', lifeguard: 'no' },
        bestSeasons: ['AUTUMN', 'WINTER'],
        safety: 'Keep to the path.',
        phone: '+968 2329 1234',
        website: 'https://example.om/visit',
      },
    })
    created.push(Number(doc.id))
    expect(expiredTags()).toContain('places')
    const saved = await payload.findByID({ collection: 'places', id: doc.id, locale: 'en', depth: 0 })
    await payload.update({
      collection: 'places',
      id: doc.id,
      locale: 'ar',
      data: {
        name: 'مكان تجريبي',
        safety: 'التزم بالممر.',
        fee: { ...saved.fee, note: 'الدفع عند البوابة.' },
        hours: { ...saved.hours, variants: saved.hours?.variants?.map((v) => ({ ...v, name: 'مواعيد الخريف' })), closures: saved.hours?.closures?.map((c) => ({ ...c, reason: 'رأس السنة' })) },
      },
    })

    const place = (await findPlaceEntries(payload)).find((p) => p.key === 'int-travel-a')!
    expect(place.name).toEqual({ en: 'Test place int-travel-a', ar: 'مكان تجريبي' })
    const { travel } = place
    expect(travel.hours.kind).toBe('weekly')
    if (travel.hours.kind !== 'weekly') throw new Error('weekly hours expected')
    expect(travel.hours.rows).toEqual([
      { days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '14:00', overnight: false },
      { days: ['fri'], opens: '18:00', closes: '01:00', overnight: true },
    ])
    expect(travel.hours.variants[0]).toMatchObject({ kind: 'khareef', name: { en: 'Khareef hours', ar: 'مواعيد الخريف' }, from: '2027-06-21', to: '2027-09-21' })
    expect(travel.hours.closures[0]).toMatchObject({ from: '2027-01-01', reason: { en: 'New Year', ar: 'رأس السنة' } })
    expect(travel.fee).toEqual({ kind: 'paid', amounts: [{ visitor: 'adult', omr: 2 }, { visitor: 'child', omr: 0.5 }], note: { en: 'Pay at the gate.', ar: 'الدفع عند البوابة.' } })
    // Unset is "not recorded" (null), never "no".
    expect(travel.access).toMatchObject({ stepFree: 'yes', accessibleToilet: 'no', accessibleParking: null, seatingShade: null, surface: 'paved' })
    expect(travel.facilities).toEqual({ parking: 'yes', toilets: null, food: null, prayerRoom: null, lifeguard: 'no', phoneSignal: null })
    expect(travel.bestSeasons).toEqual(['AUTUMN', 'WINTER'])
    expect(travel.safety).toEqual({ en: 'Keep to the path.', ar: 'التزم بالممر.' })
    expect([travel.phone, travel.website]).toEqual(['+968 2329 1234', 'https://example.om/visit'])
    // Friday 23:30 in Muscat: open past midnight.
    expect(openState(compactHours(travel.hours), Date.parse('2026-12-11T23:30:00+04:00'))).toEqual({ state: 'open', closes: '01:00' })
  })

  it('refuses a closing time before the opening time, a negative fee and a phone that is not one, in the admin’s language, saving nothing', async () => {
    const english = await refusal(() =>
      payload.create({
        collection: 'places',
        locale: 'en',
        data: { ...base('int-travel-b'), hours: { kind: 'weekly', weekly: [{ days: ['sun'], opens: '17:00', closes: '08:00' }] }, fee: { kind: 'paid', amounts: [{ visitor: 'adult', amount: -1 }] }, phone: 'call the office' },
      }),
    )
    expect(english.status).toBe(400)
    expect(english.errors.map((e) => e.path).sort()).toEqual(['fee.amounts.0.amount', 'hours.weekly.0.closes', 'phone'])
    expect(english.errors.find((e) => e.path === 'hours.weekly.0.closes')?.message).toMatch(/closing time is before the opening time/)
    expect(english.errors.find((e) => e.path === 'fee.amounts.0.amount')?.message).toMatch(/cannot be negative/)
    expect(english.errors.find((e) => e.path === 'phone')?.message).toMatch(/not a phone number/)

    const arabic = await refusal(() =>
      payload.create({ collection: 'places', locale: 'en', req: arabicRequest, data: { ...base('int-travel-c'), fee: { kind: 'paid', amounts: [{ visitor: 'adult', amount: -0.5 }] } } }),
    )
    expect(arabic.errors[0]?.message).toBe('لا يمكن أن تكون الرسوم سالبة. إن لم تكن هناك رسوم فاختر «مجاني».')

    const reserved = await refusal(() => payload.create({ collection: 'places', locale: 'en', data: { ...base('filter') } }))
    expect(reserved.status).toBe(400)
    const found = await payload.find({ collection: 'places', where: { key: { in: ['int-travel-b', 'int-travel-c', 'filter'] } } })
    expect(found.totalDocs).toBe(0)
  })

  it('refuses an edit that breaks a rule on a saved place, and keeps what an Arabic save leaves out', async () => {
    const doc = await payload.create({ collection: 'places', locale: 'en', data: { ...base('int-travel-d'), fee: { kind: 'free' }, phone: '23291234' } })
    created.push(Number(doc.id))
    const refused = await refusal(() => payload.update({ collection: 'places', id: doc.id, locale: 'en', data: { phone: '12' } }))
    expect(refused.errors[0]).toMatchObject({ path: 'phone' })
    await payload.update({ collection: 'places', id: doc.id, locale: 'ar', data: { name: 'اسم عربي' } })
    const place = (await findPlaceEntries(payload)).find((p) => p.key === 'int-travel-d')!
    expect(place.travel.fee.kind).toBe('free')
    expect(place.travel.phone).toBe('23291234')
    expect(place.travel.hours).toEqual({ kind: 'unknown' })
  })

  it('the seed records only what is well established: no hours, no fee amounts, nothing about access', async () => {
    const places = await findPlaceEntries(payload)
    const seeded = places.filter((p) => !p.key.startsWith('int-'))
    expect(seeded.length).toBeGreaterThan(20)
    expect(seeded.every((p) => p.travel.hours.kind === 'unknown' && p.travel.fee.kind !== 'paid')).toBe(true)
    expect(seeded.every((p) => Object.values(p.travel.facilities).every((v) => v === null) && p.travel.access.stepFree === null)).toBe(true)
    expect(places.find((p) => p.key === 'mughsail')?.travel).toMatchObject({ fee: { kind: 'free' }, bestSeasons: ['AUTUMN'] })
    expect(places.find((p) => p.key === 'mughsail')?.travel.safety.ar).toBeTruthy()
  })
})
