import { describe, expect, it } from 'vitest'

import { socialCards } from '@/features/content-screens/SocialCards'
import { defaultEconomyPage } from '@/features/economy/model'
import { routes } from '@/lib/page-routes'

describe('economy addresses', () => {
  it('opens Tourism-Sector by default, else the first economy page', () => {
    expect(defaultEconomyPage([{ uniqueUrl: 'Logistics-Sector' }, { uniqueUrl: 'Tourism-Sector' }])).toBe('Tourism-Sector')
    expect(defaultEconomyPage([{ uniqueUrl: 'Logistics-Sector' }, { uniqueUrl: 'Fisheries-Sector' }])).toBe('Logistics-Sector')
    expect(defaultEconomyPage([])).toBeNull()
    expect(routes.economy('Tourism-Sector')).toBe('/economy/Tourism-Sector')
  })
})

describe('social screen cards', () => {
  it('keeps X, YouTube, Instagram, LinkedIn and Snapchat in that order, one each', () => {
    const accounts = [
      { network: 'snapchat' as const, url: 'https://www.snapchat.com/add/a' },
      { network: 'tiktok' as const, url: 'https://www.tiktok.com/@a' },
      { network: 'x' as const, url: 'https://x.com/a' },
      { network: 'x' as const, url: 'https://x.com/b' },
      { network: 'youtube' as const, url: '' },
      { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/a' },
    ]
    expect(socialCards(accounts).map((a) => a.url)).toEqual(['https://x.com/a', 'https://www.linkedin.com/company/a', 'https://www.snapchat.com/add/a'])
    expect(socialCards(null)).toEqual([])
  })
})
