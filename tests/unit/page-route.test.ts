import { beforeEach, describe, expect, it, vi } from 'vitest'

import { getPageByUrl } from '@/page-data/queries'
import { localeOr, pageAt, pageMetadata, pageOfCategory } from '@/page-data/page-route'
import type { Page } from '@/payload-types'

vi.mock('@/page-data/queries', () => ({ getPageByUrl: vi.fn() }))

const page = (fields: Partial<Page>) => ({ id: 1, title: 'Title', uniqueUrl: 'x', category: 'general', ...fields }) as Page
const lookUp = vi.mocked(getPageByUrl)

describe('pageAt / pageOfCategory', () => {
  beforeEach(() => lookUp.mockReset())

  it('decodes the address, and reads only valid unique URLs', async () => {
    lookUp.mockResolvedValue(page({ uniqueUrl: 'a-b' }))
    expect(await pageAt('a%2Db', 'ar')).toMatchObject({ uniqueUrl: 'a-b' })
    expect(lookUp).toHaveBeenCalledWith('a-b', 'ar')
    expect(await pageAt('..%2Fetc', 'en')).toBeNull()
    expect(await pageAt('', 'en')).toBeNull()
    expect(lookUp).toHaveBeenCalledTimes(1)
  })

  it('answers no page for another category or a missing page', async () => {
    lookUp.mockResolvedValue(page({ uniqueUrl: 'n', category: 'news' }))
    expect(await pageOfCategory(Promise.resolve({ locale: 'en', pageUrl: 'n' }), 'news')).toMatchObject({
      locale: 'en',
      page: { uniqueUrl: 'n' },
    })
    expect(await pageOfCategory(Promise.resolve({ locale: 'ar', pageUrl: 'n' }), 'events')).toEqual({ locale: 'ar', page: null })
    lookUp.mockResolvedValue(null)
    expect(await pageAt('n', 'en')).toBeNull()
  })

  it('narrows a string to a locale', () => {
    expect(localeOr('ar')).toBe('ar')
    expect(localeOr('fr')).toBe('en')
  })
})

describe('pageMetadata', () => {
  it('prefers the SEO fields and gives canonical and hreflang alternates', () => {
    const meta = pageMetadata(page({ seoTitle: 'SEO', description: 'Plain' }), '/x', 'ar')
    expect(meta).toMatchObject({
      title: 'SEO',
      description: 'Plain',
      alternates: { canonical: '/ar/x', languages: { en: '/x', ar: '/ar/x', 'x-default': '/x' } },
    })
    expect(meta.openGraph).toMatchObject({ title: 'SEO', url: '/ar/x', images: [{ url: '/og/ar/x.jpg' }] })
    // The site name the editors typed is left to the layout's template, which adds it with the one separator.
    expect(pageMetadata(page({ seoTitle: 'FAQ | Dhofar Governorate' }), '/x', 'en').title).toBe('FAQ')
    expect(pageMetadata(page({ seoTitle: 'Strategy of Dhofar Governorate' }), '/x', 'en').title).toEqual({ absolute: 'Strategy of Dhofar Governorate' })
    expect(pageMetadata(page({ seoDesc: 'SEO desc', description: 'Plain' }), (p) => `/y/${p.uniqueUrl}`, 'en')).toMatchObject({
      title: 'Title',
      description: 'SEO desc',
      alternates: { canonical: '/y/x' },
    })
    expect(pageMetadata(page({}), '/x', 'en').description).toBeUndefined()
  })

  it('adds extra alternates to the canonical ones, and gives nothing without a page', () => {
    const types = { 'application/rss+xml': '/feed.xml' }
    expect(pageMetadata(page({}), '/x', 'en', { alternates: { types } }).alternates).toEqual({
      canonical: '/x',
      languages: { en: '/x', ar: '/ar/x', 'x-default': '/x' },
      types,
    })
    expect(pageMetadata(null, '/x', 'en')).toEqual({})
  })
})
