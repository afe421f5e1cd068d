/** The admin's preview link: the page's own screen, in the language being edited, never another site. */
import { describe, expect, it } from 'vitest'

import { locationOf, sitePathSchema } from '@/features/preview/path-param'
import { draftPagePath, previewHref, previewLanding, SITE_PATH } from '@/features/preview/paths'
import { localizedPath } from '@/i18n/paths'
import { allowFramingBySite } from '@/lib/preview-framing'

describe('preview paths', () => {
  it('send a page to its category’s screen, or to /{uniqueUrl}', () => {
    expect(draftPagePath({ uniqueUrl: 'Tourism-Sector', category: 'economy' })).toBe('/economy/Tourism-Sector')
    expect(draftPagePath({ uniqueUrl: 'about', category: 'general' })).toBe('/about')
    expect(draftPagePath({ uniqueUrl: 'home', category: 'home' })).toBe('/')
    expect(draftPagePath({ uniqueUrl: '', category: 'news' })).toBeNull()
  })

  it('keep the language being edited', () => {
    expect(localizedPath('/about', 'en')).toBe('/about')
    expect(localizedPath('/about', 'ar')).toBe('/ar/about')
    expect(localizedPath('/', 'ar')).toBe('/ar')
    expect(previewHref({ uniqueUrl: 'khareef', category: 'seasons' }, 'ar')).toBe('/api/preview?path=%2Fseason-details%2Fkhareef&locale=ar')
    expect(previewHref({ uniqueUrl: 'about', category: 'general' }, 'xx', 'https://cms.example')).toBe(
      'https://cms.example/api/preview?path=%2Fabout&locale=en',
    )
  })

  it('follow the language being edited, also after a preview in the other language', () => {
    // The admin's two previews of one page: each its own language, from the same function.
    const page = { uniqueUrl: 'about', category: 'general' as const }
    expect(previewHref(page, 'ar')).toBe('/api/preview?path=%2Fabout&locale=ar')
    expect(previewHref(page, 'en')).toBe('/api/preview?path=%2Fabout&locale=en')
    // The endpoint lands on the language's address and remembers that language: the Arabic page just previewed left
    // NEXT_LOCALE=ar, by which the proxy would send the unprefixed English address to the Arabic page.
    expect(previewLanding('/about', 'en', false)).toEqual({ location: '/about', cookie: 'NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax' })
    expect(previewLanding('/about', 'ar', true)).toEqual({ location: '/ar/about', cookie: 'NEXT_LOCALE=ar; path=/; max-age=31536000; samesite=lax; secure' })
  })

  it('accept only paths on this site', () => {
    expect(SITE_PATH.test('/economy/Tourism-Sector')).toBe(true)
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'about', '/a b']) {
      expect(SITE_PATH.test(bad)).toBe(false)
    }
  })
})

describe("the preview's path parameter", () => {
  it('refuses control characters, which a Location header cannot hold (the redirect was a 500)', () => {
    for (const bad of ['/\u0000/x', '/a\u0007', '/a\u007f', '/a\r\nSet-Cookie: x=1', '/a\tb']) {
      expect(sitePathSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
    expect(sitePathSchema.safeParse('/about').success).toBe(true)
    expect(sitePathSchema.safeParse(`/${'a'.repeat(300)}`).success).toBe(false)
  })

  it('goes into the Location header percent-encoded, on this site', () => {
    expect(locationOf('/ar/تجربة')).toBe('/ar/%D8%AA%D8%AC%D8%B1%D8%A8%D8%A9')
    expect(locationOf('/news-details/caf%C3%A9?x=1#top')).toBe('/news-details/caf%C3%A9?x=1#top')
    expect(() => new Headers({ Location: locationOf('/ar/تجربة') })).not.toThrow()
  })
})

describe('framing of an editor\'s preview', () => {
  it("lets the site's own origin frame it, and nothing else changes", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'self'"
    expect(allowFramingBySite(policy)).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'; base-uri 'self'")
    expect(allowFramingBySite("frame-ancestors 'none'")).toBe("frame-ancestors 'self'")
    expect(allowFramingBySite("default-src 'self'")).toBe("default-src 'self'")
  })
})
