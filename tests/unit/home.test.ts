import { describe, expect, it } from 'vitest'

import type { EventSummary } from '@/features/events/model'
import { sectionOf, cardsOf, HOME_BLOCKS } from '@/features/home/sections'
import { SPONSOR_LIMITS, sponsorTiers, type Sponsor } from '@/features/home/sponsors'
import { upcomingEvents } from '@/features/home/upcoming'

const event = (uniqueUrl: string, date: string | null): EventSummary => ({
  uniqueUrl,
  title: uniqueUrl,
  description: '',
  location: '',
  date,
  endDate: null,
  showDate: true,
  image: null,
  categories: [],
  season: null,
})

describe('upcomingEvents', () => {
  const now = new Date('2026-03-10T12:00:00Z')

  it('keeps the events not over (an event runs to the end of its day in Muscat), soonest first, SOON after', () => {
    const list = [
      event('later', '2026-05-01T10:00:00Z'),
      event('past', '2026-03-01T10:00:00Z'),
      event('yesterday-in-muscat', '2026-03-09T19:59:00Z'),
      event('this-morning', '2026-03-10T04:00:00Z'),
      event('soon', '2026-03-10T12:00:01Z'),
      event('no-date', null),
      { ...event('hidden', '2026-03-20T10:00:00Z'), showDate: false },
    ]
    expect(upcomingEvents(list, now).map((e) => e.uniqueUrl)).toEqual(['this-morning', 'soon', 'later', 'no-date', 'hidden'])
  })

  it('does not change the list it was given', () => {
    const list = [event('b', '2026-05-01T00:00:00Z'), event('a', '2026-04-01T00:00:00Z')]
    upcomingEvents(list, now)
    expect(list.map((e) => e.uniqueUrl)).toEqual(['b', 'a'])
  })
})

describe('sponsorTiers', () => {
  const logo = { id: 1, alt: 'logo', url: '/api/media/file/x.jpg', createdAt: '', updatedAt: '' }
  const sponsor = (name: string, tier: Sponsor['tier'], withLogo = true): Sponsor => ({ name, tier, logo: withLogo ? logo : 7 })

  it('orders the tiers main, gold, silver, bronze and cuts each to 6, 2, 2, 8', () => {
    const list = [
      ...Array.from({ length: 10 }, (_, i) => sponsor(`bronze ${i}`, 'bronze')),
      ...Array.from({ length: 3 }, (_, i) => sponsor(`gold ${i}`, 'gold')),
      ...Array.from({ length: 7 }, (_, i) => sponsor(`main ${i}`, 'main')),
      ...Array.from({ length: 2 }, (_, i) => sponsor(`silver ${i}`, 'silver')),
    ]
    const tiers = sponsorTiers(list)
    expect(tiers.map((t) => [t.tier, t.sponsors.length])).toEqual([
      ['main', 6],
      ['gold', 2],
      ['silver', 2],
      ['bronze', 8],
    ])
    expect(tiers[0].sponsors[0].name).toBe('main 0')
    expect(SPONSOR_LIMITS).toEqual({ main: 6, gold: 2, silver: 2, bronze: 8 })
  })

  it('leaves out sponsors whose logo is missing and tiers that end up empty', () => {
    expect(sponsorTiers([sponsor('a', 'gold', false), sponsor('b', 'silver')]).map((t) => t.tier)).toEqual(['silver'])
    expect(sponsorTiers(null)).toEqual([])
  })
})

describe('home sections', () => {
  it('lists the thirteen blocks in the spec order', () => {
    expect(HOME_BLOCKS).toHaveLength(13)
    expect(HOME_BLOCKS[0]).toBe('slider')
    expect(HOME_BLOCKS.at(-1)).toBe('news')
  })

  it('finds the first active section of a style and its items', () => {
    const page = {
      sections: [
        { style: 'HomeAbout' as const, isActive: false, cardItems: [{ title: 'hidden' }] },
        { style: 'HomeAbout' as const, isActive: true, cardItems: [{ title: 'shown' }] },
        { style: 'HomeGallery' as const, sliderItems: [{ title: 'picture' }] },
      ],
    }
    expect(cardsOf(sectionOf(page, 'HomeAbout'))[0].title).toBe('shown')
    expect(cardsOf(sectionOf(page, 'HomeGallery'))[0].title).toBe('picture')
    expect(sectionOf(page, 'HomeWelcome')).toBeNull()
    expect(cardsOf(null)).toEqual([])
  })
})
