/**
 * The Arabic admin is complete: every name, label, help text, option, tab, array and block name the project gives
 * Payload's admin (collections, globals, their menu groups and every field, however deep) is given in English and
 * in Arabic. The walk (tests/unit/admin-text.ts) reads the sanitised config, so a field added anywhere, by a plugin
 * or a feature's wrapper included, is checked, and a field with no label at all (which Payload names after its code
 * in English) fails.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { type AdminText, adminTexts, loadSanitisedConfig, untranslated } from './admin-text'

let texts: AdminText[] = []

beforeAll(async () => {
  texts = adminTexts(await loadSanitisedConfig())
}, 60_000)

describe('the admin in English and Arabic', () => {
  it('walks every collection, global and kind of field (tabs, groups, arrays, rows, collapsibles, blocks)', () => {
    const paths = new Set(texts.map((t) => `${t.path} ${t.kind}`))
    for (const expected of [
      'pages collection plural',
      'pages admin group',
      'header global label',
      'pages.tab0 tab label',
      'pages.tab0.sections array singular',
      'pages.tab1.event.categories select label',
      'pages.tab1.event.suitableFor array plural',
      'settings.tab1.sponsors.tier=gold option',
      'settings.tab0.contact group label',
      'header.items.subItems array label',
      'alerts collection singular',
      'activity collection plural',
      'redirects collection plural',
      'emergency-numbers global label',
      'emergency-numbers.wilayats.facilities array plural',
      'emergency-numbers.wilayats.wilayat=TaqahRegion option',
    ]) {
      expect(paths, expected).toContain(expected)
    }
  })

  it('gives each text in English and in Arabic', () => {
    const bad = texts.flatMap((t) => {
      const why = untranslated(t.text)
      return why ? [`${t.path} (${t.kind}): ${why}`] : []
    })
    expect(bad).toEqual([])
  })
})

describe('a refused value says why in the admin’s language', () => {
  it('a link, in Arabic for the Arabic admin and in English otherwise', async () => {
    const { validateLink } = await import('@/fields/link')
    const arabic = validateLink('about', { i18n: { language: 'ar' } } as never)
    const english = validateLink('about', { i18n: { language: 'en' } } as never)
    expect(arabic).toMatch(/[\u0600-\u06FF]/)
    expect(english).toMatch(/^Use a site path/)
    expect(validateLink('about')).toBe(english)
  })
})
