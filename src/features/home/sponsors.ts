/** The sponsors block's tiers and how many logos each shows (6, 2, 2, 8), in settings order. */
import type { Setting } from '@/payload-types'

export type Sponsor = NonNullable<Setting['sponsors']>[number]
export type SponsorTier = Sponsor['tier']

export const SPONSOR_LIMITS: Record<SponsorTier, number> = { main: 6, gold: 2, silver: 2, bronze: 8 }
const TIERS = Object.keys(SPONSOR_LIMITS) as SponsorTier[]

/** Non-empty tiers in the order main, gold, silver, bronze, each cut to its limit; logos without a picture are left out. */
export function sponsorTiers(sponsors: readonly Sponsor[] | null | undefined): { tier: SponsorTier; sponsors: Sponsor[] }[] {
  const list = (sponsors ?? []).filter((s) => typeof s.logo === 'object' && s.logo !== null && s.logo.url)
  return TIERS.map((tier) => ({ tier, sponsors: list.filter((s) => s.tier === tier).slice(0, SPONSOR_LIMITS[tier]) })).filter(
    (group) => group.sponsors.length > 0,
  )
}
