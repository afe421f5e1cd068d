/** The CMS menu as the shell renders it, and the remembered-language cookie the language switch writes. */
import { describe, expect, it } from 'vitest'

import { localeCookie } from './languagePreference'
import { isCurrentPath, packMenu, toMenuItems, unpackMenu } from './menu'

describe('toMenuItems', () => {
  it('keeps active items and sub-items in order and classifies URLs', () => {
    const items = toMenuItems([
      { id: 'a', title: 'Home', url: '/', isActive: true },
      { id: 'b', title: 'Hidden', url: '/hidden', isActive: false },
      {
        id: 'c',
        title: 'About',
        url: '/about',
        subItems: [
          { id: 'c1', title: 'Wilayats', url: '/states', isActive: true },
          { id: 'c2', title: 'Draft', url: '/draft', isActive: false },
          { id: 'c3', title: 'Ministry', url: 'https://example.om/x', isActive: null },
          { id: 'c4', title: 'No link', url: '', isActive: true },
        ],
      },
      { id: 'd', title: 'Nowhere', url: null, isActive: true },
    ])
    expect(items.map((item) => item.title)).toEqual(['Home', 'About'])
    expect(items[1].children).toEqual([
      { id: '1.0', title: 'Wilayats', href: '/states', external: false },
      { id: '1.1', title: 'Ministry', href: 'https://example.om/x', external: true },
    ])
    // Positions, not the CMS's row ids: unique in the menu, short in the payload.
    expect(items.map((item) => item.id)).toEqual(['0', '1'])
  })

  it('accepts an empty menu', () => {
    expect(toMenuItems(null)).toEqual([])
  })

  it('crosses to the browser packed, and unpacks to the same items', () => {
    const items = toMenuItems([
      { id: 'a', title: 'Home', url: '/', isActive: true },
      { id: 'x', title: 'Nowhere', url: null, isActive: true },
      { id: 'b', title: 'Partners', url: 'https://example.om', isActive: true },
      {
        id: 'c',
        title: 'About',
        url: null,
        subItems: [
          { id: 'c0', title: 'No link', url: '', isActive: true },
          { id: 'c1', title: 'Wilayats', url: '/states', isActive: true },
          { id: 'c2', title: 'Ministry', url: 'https://example.om/x', isActive: true },
        ],
      },
    ])
    expect(packMenu(items)).toEqual([
      ['Home', '/'],
      ['Partners', 'https://example.om'],
      ['About', null, [['Wilayats', '/states'], ['Ministry', 'https://example.om/x']]],
    ])
    expect(unpackMenu(JSON.parse(JSON.stringify(packMenu(items))))).toEqual(items)
    expect(items[2].children.map((link) => link.id)).toEqual(['2.0', '2.1'])
  })
})

describe('isCurrentPath', () => {
  it('matches the locale-free pathname, ignoring query, hash and a trailing slash', () => {
    expect(isCurrentPath('/', '/')).toBe(true)
    expect(isCurrentPath('/about', '/about/')).toBe(true)
    expect(isCurrentPath('/news-list?x=1#top', '/news-list')).toBe(true)
    expect(isCurrentPath('/about', '/')).toBe(false)
    expect(isCurrentPath('https://example.om/about', '/about')).toBe(false)
  })
})

describe('localeCookie', () => {
  it('is the proxy’s NEXT_LOCALE cookie: site-wide, one year, SameSite=Lax', () => {
    expect(localeCookie('ar', false)).toBe('NEXT_LOCALE=ar; path=/; max-age=31536000; samesite=lax')
    expect(localeCookie('en', true)).toMatch(/^NEXT_LOCALE=en; .*; secure$/)
  })
})
