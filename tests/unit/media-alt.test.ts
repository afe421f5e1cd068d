/** A picture without Arabic alternative text warns its editor, in either language being edited, and never blocks. */
import { describe, expect, it, vi } from 'vitest'

import { arabicAltMissing, MISSING_ARABIC_ALT } from '@/collections/Media/altText'

describe('the missing Arabic alt text warning', () => {
  it('shows while Arabic is edited and its field is empty, and goes once something is typed', () => {
    expect(arabicAltMissing({ editing: 'ar', formValue: '', savedArabic: undefined })).toBe(true)
    expect(arabicAltMissing({ editing: 'ar', formValue: '   ', savedArabic: undefined })).toBe(true)
    expect(arabicAltMissing({ editing: 'ar', formValue: 'ضباب فوق صلالة', savedArabic: undefined })).toBe(false)
  })

  it('shows while English is edited when the saved picture has no Arabic text, or is new', () => {
    expect(arabicAltMissing({ editing: 'en', formValue: 'Mist over Salalah', savedArabic: null })).toBe(true)
    expect(arabicAltMissing({ editing: 'en', formValue: 'Mist over Salalah', savedArabic: '' })).toBe(true)
    expect(arabicAltMissing({ editing: 'en', formValue: 'Mist over Salalah', savedArabic: 'ضباب فوق صلالة' })).toBe(false)
    // Not known yet: no warning that might flash and vanish.
    expect(arabicAltMissing({ editing: 'en', formValue: 'Mist over Salalah', savedArabic: undefined })).toBe(false)
  })

  it('is written in both admin languages', () => {
    expect(MISSING_ARABIC_ALT.en).toMatch(/Arabic/)
    expect(MISSING_ARABIC_ALT.ar).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('the Media collection', () => {
  it('shows the warning under its localized alt field', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(32))
    vi.stubEnv('IP_HASH_SALT', 's'.repeat(32))
    const { Media } = await import('@/collections/Media')
    const alt = Media.fields.find((field) => 'name' in field && field.name === 'alt')
    expect(alt).toMatchObject({ localized: true, admin: { components: { afterInput: ['@/collections/Media/MissingArabicAlt'] } } })
  })
})
