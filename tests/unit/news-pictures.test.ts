/** A news article shows its page's picture (the one on its list card), once, ahead of its NewsImages carousel. */
import { describe, expect, it } from 'vitest'

import { articlePictures } from '@/features/news/pictures'
import type { Media } from '@/payload-types'
import { itemsOf, type PageSection } from '@/sections/types'

const picture = (id: number): Media => ({
  id,
  alt: `Picture ${id}`,
  url: `/api/media/file/p${id}.jpg`,
  mimeType: 'image/jpeg',
  width: 1600,
  height: 900,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const carousel = (...ids: number[]): PageSection => ({
  id: 'c',
  style: 'NewsImages',
  isActive: true,
  sliderItems: ids.map((id) => ({ id: `i${id}`, image: picture(id) })),
})

const shownIds = (sections: PageSection[]) =>
  sections.flatMap(itemsOf).map((item) => (typeof item.image === 'object' ? item.image?.id : item.image))

describe('a news article’s pictures', () => {
  it('show the page’s picture when the article has no NewsImages section', () => {
    const sections = articlePictures({ image: picture(1), sections: [] })
    expect(sections).toHaveLength(1)
    expect(sections[0]?.style).toBe('NewsImages')
    expect(shownIds(sections)).toEqual([1])
    // No alt of its own: the picture's alt text, read in the page's language, is used.
    expect(itemsOf(sections[0]!)[0]?.alt).toBeUndefined()
  })

  it('lead the carousel with the page’s picture when the carousel lacks it', () => {
    expect(shownIds(articlePictures({ image: picture(1), sections: [carousel(2, 3)] }))).toEqual([1, 2, 3])
  })

  it('do not repeat the page’s picture when the carousel shows it, populated or not', () => {
    expect(shownIds(articlePictures({ image: picture(2), sections: [carousel(1, 2)] }))).toEqual([1, 2])
    expect(shownIds(articlePictures({ image: 2, sections: [carousel(1, 2)] }))).toEqual([1, 2])
  })

  it('leave the sections alone without a drawable page picture, and skip inactive sections', () => {
    expect(articlePictures({ image: null, sections: [] })).toEqual([])
    const video = { ...picture(4), mimeType: 'video/mp4' }
    expect(shownIds(articlePictures({ image: video, sections: [carousel(2)] }))).toEqual([2])
    const hidden = { ...carousel(2), isActive: false }
    expect(shownIds(articlePictures({ image: picture(1), sections: [hidden] }))).toEqual([1])
  })
})
