/** Accessibility preferences and speech helpers: pure functions. */
import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PREFERENCES,
  FONT_PRESETS,
  MIN_SMALL_FONT_PX,
  STORAGE_KEYS,
  parseContrast,
  parseFontSize,
  parsePreferences,
  presetVariables,
  serializePreferences,
} from '@/features/accessibility/preferences'
import { MAX_CHUNK, SPEECH_LANGS, chooseVoice, chunkText } from '@/features/accessibility/speech'

const px = (rem: string) => Number.parseFloat(rem) * 16

describe('font size presets', () => {
  it('match the briefed presets (normal, title, small title, large title, subtitle, small font)', () => {
    expect(FONT_PRESETS.small).toEqual({ normal: 16, title: 30, smallTitle: 15, largeTitle: 18, subtitle: 14, smallFont: 10 })
    expect(FONT_PRESETS.regular).toEqual({ normal: 20, title: 44, smallTitle: 21, largeTitle: 24, subtitle: 18, smallFont: 16 })
    expect(FONT_PRESETS.large).toEqual({ normal: 28, title: 53, smallTitle: 26, largeTitle: 30, subtitle: 23, smallFont: 20 })
  })

  it('turn into rem variables that compute to the briefed sizes at the default 16px', () => {
    const regular = presetVariables('regular')
    expect(Object.keys(regular).sort()).toEqual(
      ['--font-size-large-title', '--font-size-normal', '--font-size-small', '--font-size-small-title', '--font-size-subtitle', '--font-size-title'],
    )
    expect(regular['--font-size-normal']).toBe('1.25rem')
    expect(px(regular['--font-size-title'])).toBe(44)
    expect(px(presetVariables('small')['--font-size-normal'])).toBe(16)
    expect(px(presetVariables('large')['--font-size-normal'])).toBe(28)
    expect(px(presetVariables('large')['--font-size-title'])).toBe(53)
  })

  it('floor the small font at a legible size, leaving the larger presets as specified', () => {
    expect(px(presetVariables('small')['--font-size-small'])).toBe(MIN_SMALL_FONT_PX)
    expect(px(presetVariables('regular')['--font-size-small'])).toBe(16)
    expect(px(presetVariables('large')['--font-size-small'])).toBe(20)
  })
})

describe('stored preferences', () => {
  const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null

  it('default to regular text and normal contrast', () => {
    expect(parsePreferences(storage({}))).toEqual(DEFAULT_PREFERENCES)
    expect(DEFAULT_PREFERENCES).toEqual({ fontSize: 'regular', contrast: 'normal' })
  })

  it('read what was saved', () => {
    const saved = storage({ [STORAGE_KEYS.fontSize]: 'large', [STORAGE_KEYS.contrast]: 'high' })
    expect(parsePreferences(saved)).toEqual({ fontSize: 'large', contrast: 'high' })
  })

  it('ignore anything else a browser may hold', () => {
    expect(parseFontSize('huge')).toBe('regular')
    expect(parseFontSize(null)).toBe('regular')
    expect(parseFontSize('LARGE')).toBe('regular')
    expect(parseContrast('true')).toBe('normal')
    expect(parseContrast(undefined)).toBe('normal')
  })

  it('round-trip through serialize and parse', () => {
    for (const preferences of [DEFAULT_PREFERENCES, { fontSize: 'small', contrast: 'high' } as const]) {
      const entries = Object.fromEntries(serializePreferences(preferences))
      expect(Object.keys(entries).sort()).toEqual(['a11y.contrast', 'a11y.fontSize'])
      expect(parsePreferences(storage(entries))).toEqual(preferences)
    }
  })
})

describe('speech', () => {
  const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice

  it('speaks Arabic pages in ar-SA and English pages in en-US or en-GB', () => {
    expect(SPEECH_LANGS.ar[0]).toBe('ar-SA')
    expect(chooseVoice('ar', [])).toEqual({ lang: 'ar-SA', voice: null })
    expect(chooseVoice('ar', [voice('en-US'), voice('ar-EG')])).toEqual({ lang: 'ar-SA', voice: voice('ar-EG') })
    expect(chooseVoice('ar', [voice('ar-EG'), voice('ar-SA')]).voice?.lang).toBe('ar-SA')
    expect(chooseVoice('en', []).lang).toBe('en-US')
    expect(chooseVoice('en', [voice('en-GB')])).toEqual({ lang: 'en-GB', voice: voice('en-GB') })
  })

  it('cuts text into sentences, never across paragraphs, each short enough for every engine', () => {
    const chunks = chunkText(['Salalah is green. It rains in summer!', 'Mirbat'], 20)
    expect(chunks).toEqual(['Salalah is green.', 'It rains in summer!', 'Mirbat'])
    expect(chunkText(['One. Two.'])).toEqual(['One. Two.'])
  })

  it('splits Arabic at the Arabic question mark and comma, and keeps decimals whole', () => {
    expect(chunkText(['ما هو الخريف؟ موسم الأمطار.'], 15)).toEqual(['ما هو الخريف؟', 'موسم الأمطار.'])
    const long = 'تمتد جبال ظفار على طول الساحل، وتكسوها الخضرة في موسم الخريف'
    for (const chunk of chunkText([long], 40)) expect(chunk.length).toBeLessThanOrEqual(40)
    expect(chunkText([long], 40)[0].endsWith('،')).toBe(true)
    expect(chunkText(['Rain: 3.5 mm today.'])).toEqual(['Rain: 3.5 mm today.'])
  })

  it('reads all of a long text, in order, in pieces of at most MAX_CHUNK characters', () => {
    const sentence = 'The Khareef season turns the mountains of Dhofar green every summer'
    const text = Array.from({ length: 30 }, () => sentence).join(', ')
    const chunks = chunkText([text])
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK)
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text)
  })
})
