/** The admin's names for section styles: every style has both languages, grouped by screen, stored order kept. */
import { describe, expect, it } from 'vitest'

import { SECTION_STYLE_INFO, sectionStyleOptions, styleLabel } from '@/collections/Pages/sectionStyles'
import { SECTION_STYLES } from '@/lib/content-model'

describe('section style names', () => {
  it('name and describe every style in English and Arabic, never by its identifier', () => {
    for (const style of SECTION_STYLES) {
      const info = SECTION_STYLE_INFO[style]
      for (const text of [info.label.en, info.label.ar, info.description.en, info.description.ar]) {
        expect(text.trim().length).toBeGreaterThan(2)
        // Compound identifiers (PhotoGallaryEventsDetailsDhofar) never show; plain words (information) may.
        if (/[A-Z]/.test(style.slice(1))) expect(text).not.toContain(style)
      }
      expect(info.label.ar).toMatch(/[\u0600-\u06FF]/)
    }
    expect(styleLabel('PhotoGallaryEventsDetailsDhofar')).toEqual({ en: 'Event page · Event photo gallery', ar: 'صفحة الفعالية · معرض صور الفعالية' })
  })

  it('list the options grouped by screen, in the stored order of the values', () => {
    expect(sectionStyleOptions.map((o) => o.value)).toEqual([...SECTION_STYLES])
    const screens = sectionStyleOptions.map((o) => SECTION_STYLE_INFO[o.value].screen)
    const runs = screens.filter((screen, i) => screen !== screens[i - 1])
    expect(new Set(runs).size).toBe(runs.length)
  })
})
