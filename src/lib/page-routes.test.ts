import { describe, expect, it } from 'vitest'

import { pathByCategory } from './page-routes'

describe('pathByCategory', () => {
  it('routes each category to its screen', () => {
    expect(pathByCategory({ uniqueUrl: 'home', category: 'home' })).toBe('/')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'news' })).toBe('/news-details/a')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'events' })).toBe('/event-details/a')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'seasons' })).toBe('/season-details/a')
    expect(pathByCategory({ uniqueUrl: 'Salalah', category: 'states' })).toBe('/state-details/Salalah')
    expect(pathByCategory({ uniqueUrl: 'Tourism-Sector', category: 'economy' })).toBe('/economy/Tourism-Sector')
    expect(pathByCategory({ uniqueUrl: 'guide', category: 'openData' })).toBe('/open-data-details/guide')
    expect(pathByCategory({ uniqueUrl: 'FAQ', category: 'general' })).toBeUndefined()
  })
})
