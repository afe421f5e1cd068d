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
const drawing = (page: Page) => page.locator('[data-static-map]')

/** The map page shows the server's drawing until the visitor reaches for the map: then Leaflet draws it (ADR 0033). */
async function reachForMap(page: Page) {
  await drawing(page).hover()
  await expect(shapes(page)).toHaveCount(10)
}

/** Each wilayat's shape and each shown name, as boxes on the screen, keyed by wilayat. */
type Boxes = Record<string, number[]>
const boxesOf = (page: Page, root: string) =>
  page.evaluate((root): { shapes: Boxes; names: Boxes } => {
    const container = document.querySelector(root)!
    // Relative to the map's box: reaching for the map may scroll the page.
    const origin = container.getBoundingClientRect()
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return [r.left - origin.left, r.top - origin.top, r.width, r.height].map((n) => Math.round(n))
    }
    const shapes = [...container.querySelectorAll('path[data-region]')].map((el) => [el.getAttribute('data-region'), box(el)])
    const names = [...container.querySelectorAll('.region-label:not(.is-crowded)')].map((el) => [el.className.match(/label-(\S+)/)![1], box(el)])
    return { shapes: Object.fromEntries(shapes), names: Object.fromEntries(names) }
  }, root)

for (const lang of languages) {
  const t = labels(lang.code)
  const url = `${lang.prefix}/interactiveMap`

  test.describe(`interactive map (${lang.code})`, () => {
    test('draws the ten wilayats and shows Salalah first; map, list and tabs change the cards @phone', async ({ page, axe }) => {
      await page.goto(url)
      await expect(drawing(page).locator('path[data-region]')).toHaveCount(10)
      await expect(cards(page, 'Salalah')).toHaveCount(2)
      await expect(cards(page, 'Salalah').first().getByRole('link')).toHaveAttribute('href', `${lang.prefix}/upcoming-events`)
      await axe(page)
      await reachForMap(page)

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
      await reachForMap(page)
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
      // The server's drawing shows the chosen wilayat as Leaflet will.
      await expect(drawing(page).locator('path[data-region="Sadah"]')).toHaveCSS('fill-opacity', '0.7')
      await expect(drawing(page).locator('path[data-region="Taqah"]')).toHaveCSS('fill-opacity', '0.25')
      await reachForMap(page)
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Sadah"]')).toHaveAttribute('aria-pressed', 'true')
    })

    test('hovering or choosing a wilayat restyles shapes without redrawing any outline', async ({ page }) => {
      await page.goto(url)
      await reachForMap(page)
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

    test('the server draws the map; Leaflet, fetched when the visitor reaches for it, draws it in the same place @phone', async ({ page }) => {
      const scripts: Promise<string>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
      })
      await page.goto(url)
      // The name may go on with the wilayats under a current alert.
      await expect(drawing(page)).toHaveAttribute('aria-label', new RegExp(`^${t.mapLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      await expect(drawing(page).locator('path[data-region]')).toHaveCount(10)
      await expect(drawing(page).locator('.region-label').filter({ hasText: lang.code === 'ar' ? 'صلالة' : 'Salalah' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      // Loaded, idle, and still no Leaflet: nobody has reached for the map yet.
      expect((await Promise.all(scripts)).filter((body) => body.includes('leaflet-container'))).toEqual([])
      await expect(page.locator('.leaflet-container')).toHaveCount(0)
      const before = await boxesOf(page, '[data-static-map]')
      expect(Object.keys(before.names)).toContain('Salalah')

      await reachForMap(page)
      await expect(drawing(page)).toHaveCount(0)
      await page.mouse.move(0, 0)
      const after = await boxesOf(page, '.dhofar-map')
      // Every shape and every shown name where the drawing had it, to a pixel or two.
      expect(Object.keys(after.shapes).sort()).toEqual(Object.keys(before.shapes).sort())
      expect(Object.keys(after.names).sort()).toEqual(Object.keys(before.names).sort())
      for (const kind of ['shapes', 'names'] as const)
        for (const [slug, box] of Object.entries(before[kind]))
          after[kind][slug].forEach((n, i) => expect(Math.abs(n - box[i]), `${kind} ${slug}`).toBeLessThanOrEqual(2))
    })

    test('a wilayat clicked on the server\'s drawing is chosen at once', async ({ page }) => {
      // Leaflet's code held back until the end: the click lands on the drawing, not on Leaflet's map.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/_next\/static\/chunks\//, async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('leaflet-container')) await held
        await route.fulfill({ response, body })
      })
      await page.goto(url)
      await drawing(page).locator('path[data-region="Taqah"]').click()
      await expect(page).toHaveURL(/region=Taqah/)
      await expect(cards(page, 'Taqah')).toHaveCount(2)
      await expect(drawing(page).locator('path[data-region="Taqah"]')).toHaveCSS('fill-opacity', '0.7')
      await expect(page.locator('.leaflet-container')).toHaveCount(0)
      release()
      await expect(page.locator('.leaflet-overlay-pane path[data-region="Taqah"]')).toHaveAttribute('aria-pressed', 'true')
    })

    test('by keyboard: reaching the place search brings Leaflet, whose wilayats Tab then reaches', async ({ page }) => {
      await page.goto(url)
      const box = page.getByRole('combobox', { name: t.search.label })
      for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(box).toBeFocused()
      await expect(shapes(page)).toHaveCount(10)
      await expect(drawing(page)).toHaveCount(0)
      // Past the zoom buttons, to the first wilayat.
      const onShape = () => page.evaluate(() => !!document.activeElement?.matches('.dhofar-map path[data-region]'))
      for (let i = 0; i < 10 && !(await onShape()); i++) await page.keyboard.press('Tab')
      expect(await onShape()).toBe(true)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/region=/)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the map is the server\'s drawing, with every wilayat\'s name', async ({ page }) => {
        await page.goto(url)
        await expect(drawing(page).locator('path[data-region]')).toHaveCount(10)
        await expect(drawing(page).locator('.region-label')).toHaveCount(10)
        await expect(drawing(page).locator('.region-label').filter({ hasText: lang.code === 'ar' ? 'ثمريت' : 'Thumrait' })).toBeVisible()
        await expect(page.getByText(t.loading)).toBeHidden()
      })
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
