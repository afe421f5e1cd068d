// @vitest-environment happy-dom
/**
 * The server's drawing of the map (StaticMap) projects the wilayats itself: its numbers must be Leaflet's, or the
 * drawing and Leaflet's map would not line up when the one replaces the other (ADR 0033).
 */
import { CRS, latLng } from 'leaflet'
import { describe, expect, it } from 'vitest'

import { fitPadding } from '@/features/map/mapStyle'
import { NEIGHBOURS } from '@/features/map/neighbours'
import { project, projectedBox } from '@/features/map/projection'
import { GOVERNORATE, REGIONS } from '@/features/map/regions'

describe('the map projection', () => {
  it("gives Leaflet's Web Mercator pixels at zoom 10 for every point drawn", () => {
    for (const point of [...GOVERNORATE, ...NEIGHBOURS, ...REGIONS.flatMap((r) => r.rings.flat())]) {
      const leaflet = CRS.EPSG3857.latLngToPoint(latLng(point[0], point[1]), 10)
      const [x, y] = project(point)
      expect(x).toBeCloseTo(leaflet.x, 6)
      expect(y).toBeCloseTo(leaflet.y, 6)
    }
  })

  it("boxes the governorate as Leaflet's bounds do, north-west corner first", () => {
    const box = projectedBox([GOVERNORATE])
    const lats = GOVERNORATE.map((p) => p[0])
    const lngs = GOVERNORATE.map((p) => p[1])
    const nw = CRS.EPSG3857.latLngToPoint(latLng(Math.max(...lats), Math.min(...lngs)), 10)
    const se = CRS.EPSG3857.latLngToPoint(latLng(Math.min(...lats), Math.max(...lngs)), 10)
    expect(box.x).toBeCloseTo(nw.x, 6)
    expect(box.y).toBeCloseTo(nw.y, 6)
    expect(box.width).toBeCloseTo(se.x - nw.x, 6)
    expect(box.height).toBeCloseTo(se.y - nw.y, 6)
  })

  it('keeps the margin Map.module.css repeats for the drawing: 12 px under 640 px wide, else 50 px', () => {
    expect([fitPadding(412), fitPadding(639), fitPadding(640), fitPadding(1366)]).toEqual([12, 12, 50, 50])
  })
})
