/** The media references of a cached read: found wherever they sit, replaced by the fresh documents. */
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/payload', () => ({ getPayloadClient: vi.fn() }))

import { collectMediaIds, replaceMedia } from '@/lib/fresh-media'

const picture = (id: number, alt = `old ${id}`) => ({ id, alt, url: `/m/${id}.jpg`, filename: `${id}.jpg`, mimeType: 'image/jpeg' })

const page = {
  id: 7,
  title: 'A page',
  image: picture(1),
  video: 3,
  sections: [{ sliderItems: [{ image: picture(2) }, { image: picture(1) }], cardItems: [{ image: null }] }],
}

describe('fresh media', () => {
  it('collects each populated picture once, wherever it is, and ignores bare ids and the page itself', () => {
    expect(collectMediaIds(page)).toEqual([1, 2])
    expect(collectMediaIds({ title: 'no pictures', items: [] })).toEqual([])
  })

  it('puts the fresh documents in place and drops a deleted one', () => {
    const fresh = replaceMedia(page, new Map([['1', picture(1, 'new 1')]]))
    expect(fresh.image).toEqual(picture(1, 'new 1'))
    expect(fresh.sections[0]?.sliderItems[0]?.image).toBeNull()
    expect(fresh.sections[0]?.sliderItems[1]?.image).toEqual(picture(1, 'new 1'))
    expect(fresh.video).toBe(3)
    expect(page.image.alt).toBe('old 1')
  })
})
