/**
 * Menu entries that link to a page (src/fields/menu.ts, src/lib/menu-href.ts): a picked page's address wins and
 * follows the page; a picked page the reader cannot see hides the entry; an entry may not have both; the
 * migration's rule for turning typed addresses of pages into picked pages.
 */
import { describe, expect, it } from 'vitest'

import { toMenuItems } from '@/components/site/menu'
import { validateMenuUrl } from '@/fields/menu'
import { menuHref } from '@/lib/menu-href'
import { pageLinks } from '@/migrations/menu-links-to-pages'

const arabic = { i18n: { language: 'ar' } } as Parameters<typeof validateMenuUrl>[2]

describe('where a menu entry leads', () => {
  it("is a picked page's current address, by its category's screen", () => {
    expect(menuHref({ page: { uniqueUrl: 'Tourism-Sector', category: 'economy' }, url: null })).toBe('/economy/Tourism-Sector')
    expect(menuHref({ page: { uniqueUrl: 'about', category: 'general' } })).toBe('/about')
  })

  it('is nothing when the picked page cannot be read (not published: only its id comes back)', () => {
    expect(menuHref({ page: 12, url: null })).toBeNull()
    expect(menuHref({ page: { uniqueUrl: null, category: null } })).toBeNull()
  })

  it('is the typed address otherwise', () => {
    expect(menuHref({ page: null, url: ' /news-list ' })).toBe('/news-list')
    expect(menuHref({ url: 'https://www.oman.om' })).toBe('https://www.oman.om')
    expect(menuHref({ page: null, url: '' })).toBeNull()
  })

  it('drops an item whose picked page is hidden, keeps its siblings', () => {
    const items = toMenuItems([
      { id: 'a', title: 'Tourism', page: { uniqueUrl: 'Tourism-Sector', category: 'economy' } as never, url: null, isActive: true },
      { id: 'b', title: 'Draft', page: 7 as never, url: null, isActive: true },
      { id: 'c', title: 'News', page: null, url: '/news-list', isActive: true },
    ])
    expect(items.map((item) => [item.title, item.href])).toEqual([
      ['Tourism', '/economy/Tourism-Sector'],
      ['News', '/news-list'],
    ])
  })
})

describe('an entry with a page and an address', () => {
  it('is refused, in the admin’s language', () => {
    expect(validateMenuUrl('/about', { page: 3 })).toMatch(/not both/)
    expect(validateMenuUrl('/about', { page: 3 }, arabic)).toMatch(/لا الاثنين/)
    expect(validateMenuUrl('/about', { page: null })).toBe(true)
    expect(validateMenuUrl(null, { page: 3 })).toBe(true)
    expect(validateMenuUrl('about', {})).toMatch(/\//)
  })
})

describe('the migration’s rule', () => {
  it("links each published page's address to its id, the first page of an address winning", () => {
    expect(
      pageLinks([
        { id: 4, unique_url: 'Tourism-Sector', category: 'economy' },
        { id: '9', unique_url: 'privacy', category: 'general' },
        { id: 5, unique_url: null, category: 'general' },
        { id: 6, unique_url: 'privacy', category: 'general' },
      ]),
    ).toEqual([
      { path: '/economy/Tourism-Sector', id: 4 },
      { path: '/privacy', id: 9 },
    ])
  })
})
