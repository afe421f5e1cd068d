import { describe, expect, it } from 'vitest'

import { distanceToRing, insideRing } from '@/features/map/geometry'
import { GOVERNORATE, REGIONS } from '@/features/map/regions'
import { REGION_STYLES } from '@/lib/content-model'
import { places } from '@/seed/data/interactive-map-places'

describe('map regions', () => {
  it('has the ten wilayats, once each, with names in both languages', () => {
    expect(REGIONS.map((r) => r.style).sort()).toEqual([...REGION_STYLES].sort())
    expect(new Set(REGIONS.map((r) => r.slug)).size).toBe(10)
    for (const r of REGIONS) {
      expect(r.name.en).toMatch(/^[A-Z]/)
      expect(r.name.ar).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('draws closed rings of 15 to 60 points for each mainland outline', () => {
    for (const r of REGIONS) {
      for (const points of r.rings) expect(points[0], r.slug).toEqual(points[points.length - 1])
      expect(r.rings[0].length, r.slug).toBeGreaterThanOrEqual(15)
      expect(r.rings[0].length, r.slug).toBeLessThanOrEqual(60)
    }
    expect(GOVERNORATE[0]).toEqual(GOVERNORATE[GOVERNORATE.length - 1])
  })

  it('stays within Dhofar and puts each label inside its own region only', () => {
    for (const [lat, lng] of GOVERNORATE) {
      expect(lat).toBeGreaterThanOrEqual(16.6)
      expect(lat).toBeLessThanOrEqual(20)
      expect(lng).toBeGreaterThanOrEqual(51.9)
      expect(lng).toBeLessThanOrEqual(56.3)
    }
    for (const r of REGIONS) {
      expect(insideRing(r.label, r.rings[0]), r.slug).toBe(true)
      expect(insideRing(r.label, GOVERNORATE), r.slug).toBe(true)
      const others = REGIONS.filter((o) => o !== r && o.rings.some((points) => insideRing(r.label, points)))
      expect(others.map((o) => o.slug), r.slug).toEqual([])
    }
  })

  it('contains every seeded place in its own wilayat (within about 2 km at a coast)', () => {
    for (const place of places) {
      const region = REGIONS.find((r) => r.style === place.region)
      const point = [place.lat, place.lng] as const
      const inside = region?.rings.some((points) => insideRing(point, points))
      const near = region?.rings.some((points) => distanceToRing(point, points) < 0.02)
      expect(inside || near, place.key).toBe(true)
    }
  })

  it('does not overlap: a seeded place is inside at most one wilayat', () => {
    for (const place of places) {
      const point = [place.lat, place.lng] as const
      const owners = REGIONS.filter((r) => r.rings.some((points) => insideRing(point, points)))
      expect(owners.length, place.key).toBeLessThanOrEqual(1)
    }
  })
})
