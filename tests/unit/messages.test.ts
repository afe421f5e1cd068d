/** Arabic has exactly the English keys, and no message is left empty. */
import { describe, expect, it } from 'vitest'

import { messages } from '@/i18n/messages'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('messages', () => {
  it('Arabic and English have the same keys', () => {
    expect(keys(messages.ar).sort()).toEqual(keys(messages.en).sort())
  })

  it('no message is empty', () => {
    for (const locale of ['en', 'ar'] as const) {
      const empty = keys(messages[locale]).filter((k) => {
        const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], messages[locale])
        return typeof value === 'string' && value.trim() === ''
      })
      expect(empty, locale).toEqual([])
    }
  })
})
