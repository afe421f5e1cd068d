import { describe, expect, it } from 'vitest'

import { distanceToRing, insideRing } from '@/features/map/geometry'
import { LABEL_PRIORITY } from '@/features/map/declutter'
import { labelPlacement } from '@/features/map/labels'
import { NEIGHBOURS } from '@/features/map/neighbours'
import { GOVERNORATE, REGIONS } from '@/features/map/regions'
import { MAIN_TOWNS } from '@/features/map/towns'
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

  it('draws the neighbours as land around the governorate, sharing its land border, never over its coast', () => {
    expect(NEIGHBOURS[0]).toEqual(NEIGHBOURS[NEIGHBOURS.length - 1])
    // The desert north of Dhofar and the Yemeni and Al Wusta coasts are land; the sea off Salalah is not.
    expect(insideRing([20.5, 53.0], NEIGHBOURS)).toBe(true)
    expect(insideRing([16.5, 52.0], NEIGHBOURS)).toBe(true)
    expect(insideRing([19.5, 57.0], NEIGHBOURS)).toBe(true)
    expect(insideRing([16.7, 54.0], NEIGHBOURS)).toBe(false)
    // No part of the governorate (its labels, its towns) lies under the neighbours' shape.
    for (const r of REGIONS) expect(insideRing(r.label, NEIGHBOURS), r.slug).toBe(false)
    for (const town of MAIN_TOWNS) expect(insideRing([town.lat, town.lng], NEIGHBOURS), town.key).toBe(false)
  })

  it("writes each wilayat's name at its own seat (or inside it), and ranks every name once", () => {
    expect([...LABEL_PRIORITY].sort()).toEqual(REGIONS.map((r) => r.slug).sort())
    for (const r of REGIONS) {
      const { at } = labelPlacement(r)
      const inside = r.rings.some((points) => insideRing(at, points) || distanceToRing(at, points) < 0.05)
      expect(inside, r.slug).toBe(true)
    }
    for (const town of MAIN_TOWNS) expect(REGIONS.map((r) => r.slug.toLowerCase()), town.key).toContain(town.key)
  })
})
