/** The site's locales resolve at once, as intl-messageformat's own resolver would; any other goes to that resolver. */
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it, vi } from 'vitest'

import { localeCodes } from '@/i18n/locales'
import { resolveKnownLocale } from '@/i18n/resolveLocale'

describe('resolveKnownLocale', () => {
  const original = IntlMessageFormat.resolveLocale

  it('gives the library’s answer for the site’s own locales, without asking it', () => {
    const fallback = vi.fn(original)
    const resolve = resolveKnownLocale(fallback)
    for (const code of localeCodes) {
      expect(resolve(code)?.toString()).toBe(original(code)?.toString())
      expect(resolve([code, 'fr'])?.toString()).toBe(original([code, 'fr'])?.toString())
    }
    expect(fallback).not.toHaveBeenCalled()
  })

  it('hands any other locale to the library', () => {
    const fallback = vi.fn(original)
    expect(resolveKnownLocale(fallback)('fr-CA')?.toString()).toBe('fr-CA')
    expect(fallback).toHaveBeenCalledWith('fr-CA')
  })

  it('formats an Arabic message with arguments the same way once installed', () => {
    const message = '{index} من {total}'
    const before = new IntlMessageFormat(message, 'ar').format({ index: '2', total: '5' })
    IntlMessageFormat.resolveLocale = resolveKnownLocale(original)
    try {
      expect(new IntlMessageFormat(message, 'ar').format({ index: '2', total: '5' })).toBe(before)
    } finally {
      IntlMessageFormat.resolveLocale = original
    }
  })
})
