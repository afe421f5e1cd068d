/**
 * The site's own path prefixing (src/i18n/paths.ts) against next-intl's, which the proxy and the server's
 * redirects use: if the routing (routing.ts) or the library's rule changes, this fails instead of links and
 * redirects quietly disagreeing.
 */
import { createNavigation } from 'next-intl/navigation'
import { describe, expect, it } from 'vitest'

import { localeCodes } from '@/i18n/locales'
import { localizedPath, unlocalizedPath } from '@/i18n/paths'
import { routing } from '@/i18n/routing'

const { getPathname } = createNavigation(routing)

const paths = ['/', '/news-list', '/news-details/khareef-season', '/searchresult?q=salalah', '/?q=x', '/a/b#c', 'FAQ']

describe('localizedPath', () => {
  it.each(localeCodes)('prefixes as next-intl does in %s', (locale) => {
    for (const path of paths) {
      expect(localizedPath(path, locale)).toBe(getPathname({ href: path.startsWith('/') ? path : `/${path}`, locale }))
      expect(localizedPath(path, locale, { forcePrefix: true })).toBe(
        getPathname({ href: path.startsWith('/') ? path : `/${path}`, locale, forcePrefix: true }),
      )
    }
  })

  it('leaves English unprefixed and puts Arabic under /ar', () => {
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/about', 'en')).toBe('/about')
    expect(localizedPath('/', 'ar')).toBe('/ar')
    expect(localizedPath('/about', 'ar')).toBe('/ar/about')
    expect(localizedPath('/about', 'en', { forcePrefix: true })).toBe('/en/about')
  })
})

describe('unlocalizedPath', () => {
  it('removes the language prefix and only that', () => {
    expect(unlocalizedPath('/ar', 'ar')).toBe('/')
    expect(unlocalizedPath('/ar/news-list', 'ar')).toBe('/news-list')
    expect(unlocalizedPath('/news-list', 'en')).toBe('/news-list')
    expect(unlocalizedPath('/arabic-coffee', 'ar')).toBe('/arabic-coffee')
    expect(unlocalizedPath('/en/about', 'en')).toBe('/about')
  })

  it.each(localeCodes)('undoes localizedPath in %s', (locale) => {
    for (const path of ['/', '/news-list', '/a/b']) expect(unlocalizedPath(localizedPath(path, locale), locale)).toBe(path)
  })
})
