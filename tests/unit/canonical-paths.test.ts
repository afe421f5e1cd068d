import { describe, expect, it } from 'vitest'

import { canonicalRedirect } from '@/lib/canonical-paths'

describe('canonicalRedirect', () => {
  it('sends other spellings of the site pages to their own URL, in the same language', () => {
    expect(canonicalRedirect('/faq')).toBe('/FAQ')
    expect(canonicalRedirect('/ar/identity')).toBe('/ar/Identity')
    expect(canonicalRedirect('/STRATEGY/')).toBe('/Strategy')
  })

  it('leaves the site URLs alone (no loop) and everything else', () => {
    for (const path of ['/FAQ', '/ar/Identity', '/Strategy', '/', '/ar', '/news-list', '/faq/x', '/event-details/a']) {
      expect(canonicalRedirect(path), path).toBeNull()
    }
  })

  it('sends detail routes without a slug to their lists', () => {
    expect(canonicalRedirect('/news-details')).toBe('/news-list')
    expect(canonicalRedirect('/ar/event-details/')).toBe('/ar/upcoming-events')
  })
})
