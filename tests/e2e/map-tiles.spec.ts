/**
 * The map with a tile server configured whose tiles do not load (no signal, the server down): Leaflet draws what the
 * server's drawing shows (land, coast, the wilayats, the main towns and the names), under the tiles, in both
 * languages; while tiles do load, nothing is drawn under them. The tile server is set in the site settings through
 * the REST API (the e2e run has none: MAP_TILE_URL is empty) and put back afterwards; its host is answered by
 * page.route, never reached.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test'
import sharp from 'sharp'

import { LAND } from '../../src/features/map/mapStyle'
import { expect, test } from './fixtures'

const TILES = 'https://tiles.invalid'
// A 1×1 transparent PNG: a tile that loads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

type MapSettings = { tileUrl?: string | null; tileAttribution?: string | null }

async function saveMapSettings(request: APIRequestContext, headers: Record<string, string>, map: MapSettings) {
  const response = await request.post('/api/globals/settings?depth=0', { headers, data: { map } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The map box's sea (src/features/map/Map.module.css), and the land around the governorate. */
const SEA = '#cfe2ec'
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

/** The colour the visitor sees at a point of the map (fractions of its width and height), read from a screenshot. */
async function colourAt(page: Page, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(await page.locator('.dhofar-map').screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

/** Within a unit or two of the expected colour (anti-aliasing, colour rounding). */
function expectColour(actual: number[], hex: string) {
  const expected = rgb(hex)
  expect(Math.max(...actual.map((c, i) => Math.abs(c - expected[i]!))), `${actual} is not ${hex}`).toBeLessThanOrEqual(3)
}

const underTiles = (page: Page) => page.locator('.leaflet-dhofar-under-tiles-pane')
const names = (page: Page) => page.locator('.dhofar-map .region-label')

/** Opens a map page: with a tile server configured, Leaflet comes once the page has loaded, with its tile layer. */
async function openWithTiles(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('.dhofar-map .leaflet-tile-pane img').first()).toBeAttached()
}

test.describe.configure({ mode: 'serial' })

test('tiles that fail to load: the map still shows land, coast, towns and names; tiles that load cover it @mutates', async ({ page, request, adminAuth }) => {
  const { headers } = adminAuth
  const before = (await (await request.get('/api/globals/settings?depth=0', { headers })).json()) as { map?: MapSettings }
  await saveMapSettings(request, headers, { tileUrl: `${TILES}/{z}/{x}/{y}.png`, tileAttribution: 'Test tiles' })
  try {
    let asked = 0
    let answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG })
    await page.route(`${TILES}/**`, (route) => {
      asked++
      return answer(route)
    })

    // Tiles that load: nothing is drawn under them.
    await openWithTiles(page, '/interactiveMap')
    await expect(page.locator('.dhofar-map .leaflet-tile-loaded').first()).toBeAttached()
    await expect(names(page).filter({ hasText: 'Salalah' })).toBeVisible()
    expect(await underTiles(page).count()).toBe(0)
    // The corner is land around the governorate: with (transparent) tiles loaded, the box's sea shows there.
    expectColour(await colourAt(page, 0.06, 0.06), SEA)

    // No signal for the tiles: the bundled base, under the tile pane, with the towns; the names as always.
    answer = (route) => route.abort('internetdisconnected')
    for (const [path, town] of [
      ['/interactiveMap', 'Salalah'],
      ['/ar/interactiveMap', 'صلالة'],
    ] as const) {
      asked = 0
      await openWithTiles(page, path)
      await expect(underTiles(page).locator('path.neighbour-land')).toBeVisible()
      await expect(underTiles(page).locator('path.governorate-land')).toBeVisible()
      await expect(underTiles(page).locator('path.town-dot')).toHaveCount(9)
      await expect(page.locator('.dhofar-map .leaflet-overlay-pane path.leaflet-interactive')).toHaveCount(10)
      await expect(names(page).filter({ hasText: town })).toBeVisible()
      expect(asked).toBeGreaterThan(0)
      await expect(page.locator('.dhofar-map .leaflet-tile-loaded')).toHaveCount(0)
      // Under the tiles: a tile that loads later covers the base.
      const [base, tilePane] = await page.evaluate(() =>
        ['.leaflet-dhofar-under-tiles-pane', '.leaflet-tile-pane'].map((s) => Number(getComputedStyle(document.querySelector(s)!).zIndex)),
      )
      expect(base).toBeLessThan(tilePane)
      // What the visitor sees: land in the corner, sea off the coast (a base drawn 0 × 0 would leave sea in both).
      expectColour(await colourAt(page, 0.06, 0.06), LAND.neighbours)
      expectColour(await colourAt(page, 0.5, 0.95), SEA)
    }
  } finally {
    await saveMapSettings(request, headers, { tileUrl: before.map?.tileUrl ?? '', tileAttribution: before.map?.tileAttribution ?? '' })
  }
})
