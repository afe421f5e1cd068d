/** Alerts' pure rules: order, current/recent, the next boundary, validation in both languages, presets, expiry timer. */
import { describe, expect, it } from 'vitest'

import { currentFingerprint, sleepFor, POLL_MS } from '@/features/alerts/expiry'
import {
  alertProblemMessage,
  alertProblems,
  bySeverity,
  isCurrent,
  isRecent,
  MESSAGE_MAX,
  nextBoundary,
} from '@/features/alerts/model'
import { ALERT_PRESETS } from '@/features/alerts/presets'

const H = 3600 * 1000
const now = Date.parse('2026-07-20T08:00:00Z')
const at = (hours: number) => new Date(now + hours * H).toISOString()

describe('alert order and time', () => {
  it('puts the highest severity first, then the newest onset', () => {
    const alerts = [
      { id: 1, severity: 'advisory' as const, onset: at(-5), expires: at(5) },
      { id: 2, severity: 'danger' as const, onset: at(-10), expires: at(5) },
      { id: 3, severity: 'advisory' as const, onset: at(-1), expires: at(5) },
      { id: 4, severity: 'info' as const, onset: at(-1), expires: at(5) },
      { id: 5, severity: 'warning' as const, onset: at(-20), expires: at(5) },
    ]
    expect(bySeverity(alerts).map((a) => a.id)).toEqual([2, 5, 3, 1, 4])
  })

  it('is current from its onset (included) to its expiry (excluded)', () => {
    expect(isCurrent({ onset: at(0), expires: at(1) }, now)).toBe(true)
    expect(isCurrent({ onset: at(1), expires: at(2) }, now)).toBe(false)
    expect(isCurrent({ onset: at(-2), expires: at(0) }, now)).toBe(false)
    expect(isRecent({ onset: at(-2), expires: at(0) }, now)).toBe(true)
    expect(isRecent({ onset: at(-800), expires: at(-24 * 31) }, now)).toBe(false)
    expect(isRecent({ onset: at(-2), expires: at(1) }, now)).toBe(false)
  })

  it('finds the next onset or expiry still to come', () => {
    expect(nextBoundary([{ onset: at(-2), expires: at(3) }, { onset: at(1), expires: at(9) }], now)).toBe(now + H)
    expect(nextBoundary([{ onset: at(-2), expires: at(-1) }], now)).toBeNull()
  })

  it('sleeps until just after the next boundary, and never longer than the poll', () => {
    expect(sleepFor([{ onset: at(-1), expires: new Date(now + 5000).toISOString() }], now)).toBe(5250)
    expect(sleepFor([{ onset: at(-1), expires: at(2) }], now)).toBe(POLL_MS)
    expect(sleepFor([], now)).toBe(POLL_MS)
  })

  it('changes its fingerprint when an alert starts, ends or is edited', () => {
    const alerts = [
      { id: 1, onset: at(-1), expires: at(1), updatedAt: 'a' },
      { id: 2, onset: at(1), expires: at(2), updatedAt: 'a' },
    ]
    expect(currentFingerprint(alerts, now)).toBe('1@a')
    expect(currentFingerprint(alerts, now + 1.5 * H)).toBe('2@a')
    expect(currentFingerprint([{ ...alerts[0]!, updatedAt: 'b' }], now)).toBe('1@b')
    expect(currentFingerprint(alerts, now + 3 * H)).toBe('')
  })
})

describe('alert validation', () => {
  const ok = { onset: at(0), expires: at(5), title: { en: 'Fog', ar: 'ضباب' }, message: { en: 'Slow down', ar: 'خفف السرعة' } }

  it('accepts a complete alert', () => {
    expect(alertProblems({ ...ok, publishing: true, wilayats: ['DalkutRegion', 'RakhyutRegion'] })).toEqual([])
  })

  it('refuses an end before the start', () => {
    expect(alertProblems({ ...ok, expires: at(-1) }).map((p) => p.code)).toEqual(['expiresBeforeOnset'])
  })

  it('refuses more than 7 days unless long-running', () => {
    expect(alertProblems({ ...ok, expires: at(24 * 8) }).map((p) => p.code)).toEqual(['tooLong'])
    expect(alertProblems({ ...ok, expires: at(24 * 8), longRunning: true })).toEqual([])
    expect(alertProblems({ ...ok, expires: at(24 * 7) })).toEqual([])
  })

  it('refuses a message over 280 characters, counted as characters, in either language', () => {
    expect(alertProblems({ ...ok, message: { en: 'a'.repeat(MESSAGE_MAX), ar: 'ب'.repeat(MESSAGE_MAX) } })).toEqual([])
    const problems = alertProblems({ ...ok, message: { en: 'ok', ar: 'ب'.repeat(MESSAGE_MAX + 1) } })
    expect(problems).toEqual([{ code: 'messageTooLong', path: 'message', locale: 'ar', length: MESSAGE_MAX + 1 }])
  })

  it('refuses an unknown wilayat', () => {
    expect(alertProblems({ ...ok, wilayats: ['SalalahRegion', 'Atlantis'] }).map((p) => p.code)).toEqual(['unknownWilayat'])
  })

  it('refuses to publish without both languages, but saves a draft', () => {
    const half = { ...ok, title: { en: 'Fog' }, message: { en: 'Slow down', ar: '  ' } }
    expect(alertProblems(half)).toEqual([])
    expect(alertProblems({ ...half, publishing: true })).toEqual([
      { code: 'missingLanguage', path: 'title', locale: 'ar' },
      { code: 'missingLanguage', path: 'message', locale: 'ar' },
    ])
  })

  it('says why in English and in Arabic', () => {
    const [problem] = alertProblems({ ...ok, expires: at(-1) })
    expect(alertProblemMessage(problem!, 'en')).toMatch(/must be after/)
    expect(alertProblemMessage(problem!, 'ar')).toMatch(/بعد وقت البدء/)
    const [missing] = alertProblems({ ...ok, title: { en: 'Fog' }, publishing: true })
    expect(alertProblemMessage(missing!, 'en')).toBe('An alert cannot be published without its Arabic title.')
    expect(alertProblemMessage(missing!, 'ar')).toMatch(/العربية/)
  })
})

describe('alert presets', () => {
  it('offer the four situations, complete and valid in both languages', () => {
    expect(ALERT_PRESETS.map((p) => p.label.en)).toEqual(
      expect.arrayContaining(['Dense fog on a mountain road', 'Road closed', 'Beach: swimming not allowed', 'Wadi flooding']),
    )
    for (const preset of ALERT_PRESETS) {
      const problems = alertProblems({ onset: at(0), expires: at(preset.hours), title: preset.title, message: preset.message, publishing: true })
      expect(problems, preset.key).toEqual([])
    }
  })
})
