/**
 * The map with a tile server configured whose tiles do not load (no signal, the server down): Leaflet draws what the
 * server's drawing shows (land, coast, the wilayats, the main towns and the names), under the tiles, in both
 * languages; while tiles do load, nothing is drawn under them. The tile server is set in the site settings through
 * the REST API (the e2e run has none: MAP_TILE_URL is empty) and put back afterwards; its host is answered by
 * page.route, never reached.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test'

import { expect, test } from './fixtures'

const TILES = 'https://tiles.invalid'
// A 1×1 transparent PNG: a tile that loads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

type MapSettings = { tileUrl?: string | null; tileAttribution?: string | null }

async function saveMapSettings(request: APIRequestContext, headers: Record<string, string>, map: MapSettings) {
  const response = await request.post('/api/globals/settings?depth=0', { headers, data: { map } })
  expect(response.ok(), await response.text()).toBe(true)
}

const underTiles = (page: Page) => page.locator('.leaflet-dhofar-under-tiles-pane')
const names = (page: Page) => page.locator('.dhofar-map .region-label')

/** Opens a map page once its server renders it with the tile layer (the settings' change reaches it at once). */
async function openWithTiles(page: Page, path: string) {
  await expect
    .poll(async () => {
      await page.goto(path)
      return page.locator('.dhofar-map .leaflet-tile-pane img').count()
    })
    .toBeGreaterThan(0)
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

    // No signal for the tiles: the bundled base, under the tile pane, with the towns; the names as always.
    answer = (route) => route.abort('internetdisconnected')
    for (const [path, town] of [
      ['/interactiveMap', 'Salalah'],
      ['/ar/interactiveMap', 'صلالة'],
    ] as const) {
      asked = 0
      await page.goto(path)
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
    }
  } finally {
    await saveMapSettings(request, headers, { tileUrl: before.map?.tileUrl ?? '', tileAttribution: before.map?.tileAttribution ?? '' })
  }
})
