/**
 * The map screens in both languages with every other host blocked (and no tile server: MAP_TILE_URL is empty in
 * the e2e run, see docs/decisions/0006-maps.md): the ten wilayats draw, cards follow the region and the tab,
 * regions can be chosen on the map, from the list and by keyboard, place search moves the map, the selection
 * survives a reload, axe finds nothing; the simple map draws two regions; pages without a map load no Leaflet.
 */
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, languages, test } from './fixtures'

const labels = (code: string) => JSON.parse(readFileSync(`src/i18n/messages/${code}/map.json`, 'utf8')).Map
const shapes = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive')
const cards = (page: Page, region: string, tab = 'khareef') => page.locator(`#map-tab-panel ul[data-region="${region}"][data-tab="${tab}"] > li`)
const PLACE = { en: 'Mirbat Castle', ar: 'حصن مرباط' }

for (const lang of languages) {
  const t = labels(lang.code)
  const url = `${lang.prefix}/interactiveMap`

  test.describe(`interactive map (${lang.code})`, () => {
    test('draws the ten wilayats and shows Salalah first; map, list and tabs change the cards @phone', async ({ page, axe }) => {
      await page.goto(url)
      await expect(shapes(page)).toHaveCount(10)
      await expect(cards(page, 'Salalah')).toHaveCount(2)
      await expect(cards(page, 'Salalah').first().getByRole('link')).toHaveAttribute('href', `${lang.prefix}/upcoming-events`)
      await axe(page)

      await page.locator('.leaflet-overlay-pane path[data-region="Taqah"]').click()
      await expect(cards(page, 'Taqah')).toHaveCount(2)
      await expect(page).toHaveURL(/region=Taqah/)

      await page.getByRole('navigation', { name: t.regions }).getByRole('button', { name: lang.code === 'en' ? 'Mirbat' : 'مرباط' }).click()
      await expect(cards(page, 'Mirbat')).toHaveCount(2)

      for (const tab of ['heritage', 'tourist', 'nature', 'khareef'] as const) {
        await page.getByRole('tab', { name: t.tabs[tab] }).click()
        await expect(page.getByRole('tab', { name: t.tabs[tab] })).toHaveAttribute('aria-selected', 'true')
        await expect(cards(page, 'Mirbat', tab)).toHaveCount(2)
      }
      // Arrow keys follow the reading direction.
      await page.getByRole('tab', { name: t.tabs.khareef }).press(lang.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')
      await expect(page.getByRole('tab', { name: t.tabs.heritage })).toBeFocused()
      await expect(cards(page, 'Mirbat', 'heritage')).toHaveCount(2)

      // A wilayat is a keyboard button on the map too.
      await page.locator('.leaflet-overlay-pane path[data-region="Sadah"]').focus()
      await page.keyboard.press('Enter')
      await expect(cards(page, 'Sadah', 'heritage')).toHaveCount(2)
      // Scanned from the top: focusing a wilayat scrolls just enough to show it, which can leave the zoom buttons
      // under the sticky header, and axe counts a covered button as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0))
      await axe(page)
    })

    test('place search finds our place and moves the map; an unknown place shows the message', async ({ page }) => {
      await page.goto(url)
      await expect(shapes(page)).toHaveCount(10)
      const box = page.getByRole('combobox', { name: t.search.label })
      await box.fill(PLACE[lang.code])
      await expect(page.getByRole('option').first()).toHaveText(PLACE[lang.code])
      await page.getByRole('main').getByRole('button', { name: t.search.submit, exact: true }).click()
      await expect(page.locator('.dhofar-map')).toHaveAttribute('data-zoom', '13')
      await expect(cards(page, 'Mirbat')).toHaveCount(2)

      await box.fill('')
      await page.getByRole('main').getByRole('button', { name: t.search.submit, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: t.search.noResults })).toHaveCount(0)
      await box.fill('Atlantis qqq')
      await box.press('Enter')
      await expect(page.getByText(t.search.noResults)).toBeVisible()
      await expect(page.getByText(t.search.noResults)).toBeHidden({ timeout: 5000 })
    })

    test('the selection in the address survives a reload', async ({ page }) => {
      await page.goto(`${url}?region=Sadah&tab=nature`)
      await expect(cards(page, 'Sadah', 'nature')).toHaveCount(2)
      await page.reload()
      await expect(cards(page, 'Sadah', 'nature')).toHaveCount(2)
      await expect(page.getByRole('tab', { name: t.tabs.nature })).toHaveAttribute('aria-selected', 'true')
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Sadah"]')).toHaveAttribute('aria-pressed', 'true')
    })

    test('hovering or choosing a wilayat restyles shapes without redrawing any outline', async ({ page }) => {
      await page.goto(url)
      await expect(page.locator('.dhofar-map .region-label')).toHaveCount(10)
      // Leaflet writes a shape's outline (`d`) only when it is given new points: count those writes.
      await page.locator('.dhofar-map').evaluate((map) => {
        const w = window as unknown as { outlines: number }
        w.outlines = 0
        new MutationObserver((records) => (w.outlines += records.length)).observe(map, { attributeFilter: ['d'], subtree: true })
      })
      await page.locator('.leaflet-overlay-pane path[data-region="Taqah"]').hover()
      await page.locator('.leaflet-overlay-pane path[data-region="Taqah"]').click()
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Taqah"]')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Taqah"]')).toHaveAttribute('stroke-width', '3')
      await page.getByRole('navigation', { name: t.regions }).getByRole('button', { name: lang.code === 'en' ? 'Mirbat' : 'مرباط' }).click()
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Mirbat"]')).toHaveAttribute('aria-pressed', 'true')
      expect(await page.evaluate(() => (window as unknown as { outlines: number }).outlines)).toBe(0)
    })

    test('the simple map draws Salalah and Mirbat @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/mapLeaflet`)
      await expect(shapes(page)).toHaveCount(2)
      await axe(page)
    })
  })
}

test('a page without a map loads no Leaflet code', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(0)
  expect(bodies.filter((body) => body.includes('leaflet-container'))).toEqual([])
})
