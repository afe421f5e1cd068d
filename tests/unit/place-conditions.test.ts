/**
 * A map place's condition (src/features/map/conditions.ts): shown while it holds, "not confirmed" from its end on,
 * refused with a sentence in the admin's language when its end has passed or its note is too long; the expiry timer
 * wakes at a condition's end. And where an alert applies (src/features/alerts/where.ts): the wilayats and places it
 * names, or the whole governorate.
 */
import { describe, expect, it } from 'vitest'

import { POLL_MS, sleepFor } from '@/features/alerts/expiry'
import { alertsAtPlace, alertsInWilayat, appliesToPlace, appliesToWilayat, mostSevere, type Reach } from '@/features/alerts/where'
import {
  conditionFingerprint,
  conditionProblemMessage,
  conditionProblems,
  isConfirmed,
  nextConditionEnd,
  NOTE_MAX,
  shownStatus,
} from '@/features/map/conditions'

const now = Date.parse('2026-07-15T10:00:00Z')
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

describe('a place condition', () => {
  it('shows its status until its end, then "not confirmed"', () => {
    const closed = { status: 'closed' as const, expires: at(30) }
    expect(shownStatus(closed, now)).toBe('closed')
    expect(shownStatus(closed, now + 30 * 60_000 - 1)).toBe('closed')
    expect(shownStatus(closed, now + 30 * 60_000)).toBe('unconfirmed')
    expect(isConfirmed({ expires: at(-1) }, now)).toBe(false)
    // No end: it holds until an editor changes it.
    expect(shownStatus({ status: 'open', expires: null }, now)).toBe('open')
  })

  it('refuses an end in the past and a note too long, in English and Arabic', () => {
    expect(conditionProblems({ status: 'busy', expires: at(10), note: 'Crowded car park' }, now)).toEqual([])
    const past = conditionProblems({ status: 'busy', expires: at(-5) }, now)
    expect(past).toEqual([{ code: 'expiresInPast', path: 'condition.expires' }])
    expect(conditionProblemMessage(past[0], 'en')).toMatch(/end in the future/)
    expect(conditionProblemMessage(past[0], 'ar')).toBe('يجب أن يكون وقت انتهاء الحالة في المستقبل.')
    const long = conditionProblems({ status: 'closed', note: 'x'.repeat(NOTE_MAX + 1) }, now)
    expect(long).toEqual([{ code: 'noteTooLong', path: 'condition.note', length: NOTE_MAX + 1 }])
    expect(conditionProblemMessage(long[0], 'ar')).toContain(String(NOTE_MAX))
    // Counted in characters, not UTF-16 units: 140 Arabic letters with marks still fit.
    expect(conditionProblems({ status: 'closed', note: 'ب'.repeat(NOTE_MAX) }, now)).toEqual([])
  })

  it('lets an unchanged past end through, so the place can still be edited after its condition lapsed', () => {
    expect(conditionProblems({ status: 'closed', expires: at(-60), previousExpires: at(-60) }, now)).toEqual([])
  })

  it('wakes the expiry timer at the next end, and changes its fingerprint when one lapses', () => {
    const places = [
      { id: 1, expires: at(2), setAt: 'a' },
      { id: 2, expires: at(90), setAt: 'b' },
    ]
    expect(nextConditionEnd(places, now)).toBe(now + 2 * 60_000)
    expect(sleepFor([], now, [{ expires: new Date(now + 4000).toISOString() }])).toBe(4250)
    expect(sleepFor([], now, [{ expires: at(60) }])).toBe(POLL_MS)
    expect(conditionFingerprint(places, now)).toBe('1@a,2@b')
    expect(conditionFingerprint(places, now + 3 * 60_000)).toBe('2@b')
  })
})

describe('where an alert applies', () => {
  const alert = (over: Partial<Reach>): Reach => ({ severity: 'warning', onset: at(-10), expires: at(10), wilayats: [], places: [], ...over })
  const beach = { id: 7, region: 'MirbatRegion' as const }

  it('naming nothing: the whole governorate, every wilayat and place', () => {
    expect(appliesToWilayat(alert({}), 'DalkutRegion')).toBe(true)
    expect(appliesToPlace(alert({}), beach)).toBe(true)
  })

  it('naming wilayats: those, and their places only', () => {
    const fog = alert({ wilayats: ['SalalahRegion'] })
    expect(appliesToWilayat(fog, 'SalalahRegion')).toBe(true)
    expect(appliesToWilayat(fog, 'MirbatRegion')).toBe(false)
    expect(appliesToPlace(fog, beach)).toBe(false)
    expect(appliesToPlace(fog, { id: 8, region: 'SalalahRegion' })).toBe(true)
  })

  it('naming a place: that place and its wilayat', () => {
    const flag = alert({ places: [beach], severity: 'danger' })
    expect(appliesToPlace(flag, beach)).toBe(true)
    expect(appliesToPlace(flag, { id: 9, region: 'MirbatRegion' })).toBe(false)
    expect(appliesToWilayat(flag, 'MirbatRegion')).toBe(true)
    expect(appliesToWilayat(flag, 'TaqahRegion')).toBe(false)
    const both = [alert({ wilayats: ['MirbatRegion'], severity: 'info' }), flag]
    expect(alertsInWilayat(both, 'MirbatRegion').map((a) => a.severity)).toEqual(['danger', 'info'])
    expect(alertsAtPlace(both, beach)).toHaveLength(2)
    expect(mostSevere(both)).toBe('danger')
    expect(mostSevere([])).toBeNull()
  })
})
