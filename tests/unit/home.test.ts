import { describe, expect, it } from 'vitest'

import { cardsOf } from '@/features/home/sections'
import { SPONSOR_LIMITS, sponsorTiers, type Sponsor } from '@/features/home/sponsors'
import { firstSection } from '@/sections/select'

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
  it('finds the first active section of a style and its items', () => {
    const page = {
      sections: [
        { style: 'HomeAbout' as const, isActive: false, cardItems: [{ title: 'hidden' }] },
        { style: 'HomeAbout' as const, isActive: true, cardItems: [{ title: 'shown' }] },
        { style: 'HomeGallery' as const, sliderItems: [{ title: 'picture' }] },
      ],
    }
    expect(cardsOf(firstSection(page.sections, 'HomeAbout'))[0].title).toBe('shown')
    expect(cardsOf(firstSection(page.sections, 'HomeGallery'))[0].title).toBe('picture')
    expect(firstSection(page.sections, 'HomeWelcome')).toBeNull()
    expect(cardsOf(null)).toEqual([])
  })
})
