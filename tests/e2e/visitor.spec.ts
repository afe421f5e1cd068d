/**
 * What a visitor trips over: dates in their season, upcoming events that are upcoming (and the past ones
 * reachable), the footer's contact details, and the addresses a visitor guesses.
 */
import { siteSettings } from '../../src/seed/data/settings'
import { expect, languages, test } from './fixtures'

const muscatDay = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 10)
const today = () => muscatDay(new Date().toISOString())

for (const lang of languages) {
  test.describe(`visitor (${lang.code})`, () => {
    test('upcoming events: none over, soonest first, SOON after; past events have their own paged view', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/upcoming-events`)
      const cards = page.getByTestId('event-card')
      await expect(cards).toHaveCount(12)
      // Each dated card is today or later, in date order, and no SOON card comes before a dated one.
      await expect
        .poll(async () => {
          const kinds = await cards.evaluateAll((els) =>
            els.map((el) => el.querySelector('time')?.getAttribute('datetime') ?? 'SOON'),
          )
          const dated = kinds.filter((k) => k !== 'SOON')
          const ordered = dated.every((d, i) => i === 0 || dated[i - 1] <= d)
          const soonLast = kinds.indexOf('SOON') === -1 || kinds.slice(kinds.indexOf('SOON')).every((k) => k === 'SOON')
          return { ordered, soonLast, allAhead: dated.every((d) => d >= today()), soon: kinds.length - dated.length }
        })
        .toEqual({ ordered: true, soonLast: true, allAhead: true, soon: 3 })
      await expect(page.locator('a[href$="/event-details/dhofar-local-products-exhibition"]')).toHaveCount(0)

      await page.getByRole('link', { name: lang.code === 'ar' ? 'عرض الفعاليات السابقة' : 'See past events' }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/past-events$`))
      const past = page.getByTestId('past-events').getByTestId('event-card')
      await expect(past).toHaveCount(2)
      // The most recent first: the Sarb evening (last October/November) before the Khareef exhibition.
      await expect(past.first().getByRole('link')).toHaveAttribute('href', /traditional-arts-night-taqah-castle$/)
      await expect(past.last().getByRole('link')).toHaveAttribute('href', /dhofar-local-products-exhibition$/)
      await axe(page)
      // Page 1 has one address only; a page beyond the last is a 404.
      expect((await page.request.get(`${lang.prefix}/past-events/page/1`)).status()).toBe(404)
      expect((await page.request.get(`${lang.prefix}/past-events/page/9`)).status()).toBe(404)
    })

    test('the Khareef festival is dated in the Khareef, and its other events are still to come', async ({ page }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      const time = page.getByTestId('event-date').locator('time').first()
      await expect(time).toHaveAttribute('datetime', /^\d{4}-(06-(2[1-9]|30)|07-\d\d|08-\d\d|09-([01]\d|2[01]))/)
      const others = page.getByTestId('events-block').locator('a[href*="/event-details/"]')
      await expect(others.first()).toBeVisible()
      await expect(page.getByTestId('events-block').locator('a[href$="dhofar-local-products-exhibition"]')).toHaveCount(0)
      await expect(page.getByTestId('events-block').locator('a[href$="traditional-arts-night-taqah-castle"]')).toHaveCount(0)
    })

    test('the footer gives the address, a phone link and an e-mail link from the settings', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/privacy`)
      const footer = page.getByRole('contentinfo')
      const { contact } = siteSettings
      await expect(footer.getByRole('heading', { name: lang.code === 'ar' ? 'تواصل معنا' : 'Contact us' })).toBeVisible()
      await expect(footer.locator('address')).toContainText(contact.address[lang.code])
      await expect(footer.getByRole('link', { name: contact.phone })).toHaveAttribute('href', `tel:${contact.phone.replace(/\s/g, '')}`)
      await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
      await footer.scrollIntoViewIfNeeded()
      await axe(page)
    })

    test('guessed addresses lead to the spec pages and the lists', async ({ page }) => {
      for (const [from, to] of [
        ['/faq', '/FAQ'],
        ['/identity', '/Identity'],
        ['/strategy', '/Strategy'],
        ['/news-details', '/news-list'],
        ['/event-details', '/upcoming-events'],
      ]) {
        const response = await page.request.get(`${lang.prefix}${from}`, { maxRedirects: 0 })
        expect(response.status(), from).toBe(308)
        expect(new URL(response.headers()['location'], 'http://x').pathname, from).toBe(`${lang.prefix}${to}`)
      }
      await page.goto(`${lang.prefix}/faq`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/FAQ$`))
      await expect(page.locator('h1')).toBeVisible()
    })

    test('news and event pages offer sharing: the share sheet where there is one, else the link is copied', async ({ page, context, axe }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // Chromium on Linux has no share sheet: the fallback copies the address.
      await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
      await page.goto(`${lang.prefix}/news-details/khareef-season-preparations-completed`)
      const share = page.getByRole('button', { name: lang.code === 'ar' ? 'مشاركة' : 'Share' })
      await share.click()
      await expect(page.getByRole('status').filter({ hasText: lang.code === 'ar' ? 'نُسخ الرابط' : 'Link copied' })).toBeVisible()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
      await axe(page)

      // Where the Web Share API exists it is used, with the page's title and address.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            ;(window as unknown as { shared: ShareData }).shared = data
            return Promise.resolve()
          },
        })
      })
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      await page.getByTestId('share-button').click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
        .toBe(page.url())
    })

    test('a back-to-top button appears on the way back up a long page and takes the visitor to the top', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/discover-dhofar`)
      const button = page.getByRole('button', { name: lang.code === 'ar' ? 'العودة إلى الأعلى' : 'Back to top' })
      await expect(button).toHaveCount(0)
      await page.mouse.wheel(0, 4000)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
      await page.mouse.wheel(0, -300)
      await expect(button).toBeVisible()
      await axe(page)
      await button.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.locator('#main')).toBeFocused()
    })

    test('the discover carousel cards open their own section of Discover Dhofar', async ({ page }) => {
      await page.goto(`${lang.prefix}/`)
      const cards = page.locator('[data-home-block="discover"]').getByRole('article')
      await expect(cards.first()).toBeAttached()
      const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(new Set(hrefs).size).toBe(hrefs.length)
      await page.goto(hrefs[1])
      const anchor = new URL(page.url()).hash.slice(1)
      expect(anchor).toBe('discover-2')
      const section = page.locator(`[id="${anchor}"]`)
      await expect(section).toContainText(lang.code === 'ar' ? 'الشواطئ والسواحل' : 'Beaches and coast')
      await expect(section).toBeInViewport()
      for (const href of hrefs) await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toHaveCount(1)
    })

    test('search: the true total, 10 results a page with crawlable page links, pictures, trimmed terms', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/searchresult?q=${encodeURIComponent('  Dhofar  ')}`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/searchresult\\?q=Dhofar$`))
      const status = page.getByTestId('search-status')
      const results = page.getByTestId('search-result')
      await expect(results).toHaveCount(10)
      await expect(status).toHaveAttribute('data-count', /^(1[1-9]|[2-9]\d|\d{3,})$/)
      const total = Number(await status.getAttribute('data-count'))
      // Every result shows a picture.
      await expect(results.locator('img')).toHaveCount(10)
      const pages = page.getByTestId('search-pages').getByRole('link')
      await expect(pages).toHaveCount(Math.ceil(total / 10))
      await expect(pages.nth(1)).toHaveAttribute('href', `${lang.prefix}/searchresult?q=Dhofar&page=2`)
      await expect(pages.first()).toHaveAttribute('aria-current', 'page')
      await axe(page)
      await pages.nth(1).click()
      await expect(page).toHaveURL(/page=2$/)
      await expect(page.getByTestId('search-pages').getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page')
      await expect(results).toHaveCount(Math.min(total - 10, 10))
      await expect(status).toHaveAttribute('data-count', String(total))
    })

    test('@phone the event filters fold behind one button, so the first event is on the first screen', async ({ page, axe }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${lang.prefix}/upcoming-events`)
      const toggle = page.getByRole('button', { name: lang.code === 'ar' ? 'تصفية الفعاليات' : 'Filter events' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('input[value="SPORT"]')).toBeHidden()
      await expect(page.getByTestId('event-card').first()).toBeInViewport()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('input[value="SPORT"]')).toBeVisible()
      await axe(page)
    })

    test('the calendar marks the days with events, by name as well as by a dot, in the site\'s colours, type and direction', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/upcoming-events`)
      const first = page.getByTestId('event-card').first().locator('time')
      const day = await first.getAttribute('datetime')
      // Open the calendar on the first event's month, then clear the day: the month stays, the marks show.
      await page.goto(`${lang.prefix}/upcoming-events?date=${day}`)
      const marked = page.locator('.rdp-day_button[aria-label*="' + (lang.code === 'ar' ? 'فيه فعاليات' : 'has events') + '"]')
      await expect(marked.first()).toBeVisible()
      const calendar = page.locator('.rdp-root')
      // The site's tokens, resolved by the browser, against what the calendar's parts are drawn with.
      const drawn = await calendar.evaluate((root) => {
        const token = (name: string, property: 'color' | 'background-color' = 'color') => {
          const probe = document.createElement('span')
          probe.style.setProperty(property, `var(${name})`)
          document.body.append(probe)
          const value = getComputedStyle(probe).getPropertyValue(property)
          probe.remove()
          return value
        }
        const selected = root.querySelector('.rdp-selected .rdp-day_button')!
        return {
          brand: token('--color-brand-strong'),
          ink: token('--color-ink'),
          selectedBackground: getComputedStyle(selected).backgroundColor,
          chevron: getComputedStyle(root.querySelector('.rdp-chevron')!).fill,
          weekday: getComputedStyle(root.querySelector('.rdp-weekday')!).color,
          font: getComputedStyle(root).fontFamily,
          bodyFont: getComputedStyle(document.body).fontFamily,
          dir: root.getAttribute('dir') ?? getComputedStyle(root).direction,
          accent: token('--color-accent', 'background-color'),
        }
      })
      expect(drawn.selectedBackground).toBe(drawn.brand)
      expect(drawn.chevron).toBe(drawn.brand)
      expect(drawn.weekday).toBe(drawn.ink)
      expect(drawn.font).toBe(drawn.bodyFont)
      expect(drawn.dir).toBe(lang.code === 'ar' ? 'rtl' : 'ltr')
      // The dot under a day with events, in the site's accent.
      expect(await marked.first().evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(drawn.accent)
      // Month navigation follows the reading direction: "next" is on the right in English, on the left in Arabic.
      const previous = await calendar.locator('.rdp-button_previous').boundingBox()
      const next = await calendar.locator('.rdp-button_next').boundingBox()
      expect(previous && next).toBeTruthy()
      expect(next!.x > previous!.x).toBe(lang.code !== 'ar')
      await axe(page)
    })

    test('/mapLeaflet: choosing Salalah or Mirbat lists its places, which centre the map', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/mapLeaflet`)
      const places = page.getByTestId('region-places')
      await expect(places.getByRole('heading')).toContainText(lang.code === 'ar' ? 'صلالة' : 'Salalah')
      await expect(places.getByRole('button', { name: lang.code === 'ar' ? 'سوق الحافة' : 'Al Haffa souq' })).toBeVisible()
      await page.locator('button[data-region]').nth(1).click()
      await expect(places.getByRole('heading')).toContainText(lang.code === 'ar' ? 'مرباط' : 'Mirbat')
      await expect(places.getByRole('button', { name: lang.code === 'ar' ? 'حصن مرباط' : 'Mirbat Castle' })).toBeVisible()
      await expect(places.getByRole('button', { name: lang.code === 'ar' ? 'سوق الحافة' : 'Al Haffa souq' })).toHaveCount(0)
      await places.getByRole('button').first().click()
      await axe(page)
    })

    test('the home map block is 500 px high on a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.goto(`${lang.prefix}/`)
      const map = page.locator('[data-home-block="map"] [data-map-block] > div > div:first-child > div').first()
      await map.scrollIntoViewIfNeeded()
      await expect.poll(async () => Math.round((await map.boundingBox())?.height ?? 0)).toBe(500)
    })

    test('without tiles the map is land on sea with the wilayat names in the page language', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/interactiveMap`)
      await page.locator('[data-static-map]').hover()
      const map = page.locator('.dhofar-map')
      await expect(map.locator('.region-label')).toHaveCount(10)
      await expect(map.locator('.region-label').filter({ hasText: lang.code === 'ar' ? 'ثمريت' : 'Thumrait' })).toBeVisible()
      // Land around the governorate (the desert to the north is not sea), the governorate, its towns; no tiles.
      await expect(map.locator('path.neighbour-land')).toHaveCount(1)
      await expect(map.locator('path.governorate-land')).toHaveCount(1)
      await expect(map.locator('.leaflet-tile')).toHaveCount(0)
      await page.goto(`${lang.prefix}/mapLeaflet`)
      await expect(page.locator('.dhofar-map .region-label')).toHaveCount(2)
      await expect(page.locator('.dhofar-map path.neighbour-land')).toHaveCount(1)
      await axe(page)
    })

    for (const path of ['/', '/interactiveMap']) {
      test(`the wilayat names on the map never overlap or stick out (${path}) @phone`, async ({ page }) => {
        await page.goto(`${lang.prefix}${path === '/' && lang.prefix ? '' : path}`)
        if (path === '/') await page.locator('[data-map-block]').scrollIntoViewIfNeeded()
        else await page.locator('[data-static-map]').hover()
        const map = page.locator('.dhofar-map').first()
        await expect(map.locator('.region-label')).toHaveCount(10)
        const visible = map.locator('.region-label:not(.is-crowded)')
        // Most names fit at the opening zoom; the capital's always does.
        await expect.poll(() => visible.count()).toBeGreaterThanOrEqual(6)
        await expect(visible.filter({ hasText: lang.code === 'ar' ? 'صلالة' : 'Salalah' })).toHaveCount(1)
        const clashes = () =>
          map.evaluate((container) => {
            const box = container.getBoundingClientRect()
            const rects = [...container.querySelectorAll('.region-label:not(.is-crowded)')].map((el) => [el.textContent, el.getBoundingClientRect()] as const)
            const found: string[] = []
            for (const [name, r] of rects) {
              if (r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom) found.push(`${name} sticks out`)
            }
            for (let i = 0; i < rects.length; i++)
              for (let j = i + 1; j < rects.length; j++) {
                const [a, ra] = rects[i]
                const [b, rb] = rects[j]
                if (ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom) found.push(`${a} over ${b}`)
              }
            return found
          })
        await expect.poll(clashes).toEqual([])
        // The chosen wilayat's name always shows; zoomed in, still no clash.
        await page.getByRole('button', { name: lang.code === 'ar' ? 'طاقة' : 'Taqah', exact: true }).click()
        await expect(map.locator('.label-Taqah')).toBeVisible()
        await expect(map.locator('.label-Taqah')).not.toHaveClass(/is-crowded/)
        await expect.poll(clashes).toEqual([])
        await map.getByRole('button', { name: lang.code === 'ar' ? 'تكبير' : 'Zoom in' }).click()
        await map.getByRole('button', { name: lang.code === 'ar' ? 'تكبير' : 'Zoom in' }).click()
        await expect.poll(clashes).toEqual([])
      })
    }
  })
}

test('Arabic pages write every number in one system (Latin digits) and keep the degree sign after the digits', async ({ request, page }) => {
  // ADR 0018: dates, times, temperatures, statistics and phone numbers in 0-9 on Arabic pages, never mixed with
  // Arabic-Indic digits; a temperature sits in a left-to-right isolate so "23°" is not turned around.
  const visible = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
  for (const path of ['/ar', '/ar/upcoming-events', '/ar/past-events', '/ar/news-list', '/ar/about', '/ar/open-data', '/ar/interactiveMap', '/ar/season-details/khareef-season', '/ar/event-details/khareef-dhofar-festival', '/ar/state-details/Salalah']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const text = visible(await response.text())
    expect(text.match(/[\u0660-\u0669\u06F0-\u06F9]+/g), path).toBeNull()
    expect(text, path).toMatch(/[0-9]/)
  }
  await page.goto('/ar/upcoming-events')
  const temperatures = page.getByTestId('event-temperature')
  expect(await temperatures.count()).toBeGreaterThan(0)
  for (const temperature of await temperatures.all()) {
    await expect(temperature).toHaveAttribute('dir', 'ltr')
    await expect(temperature).toHaveText(/^[0-9]+°/)
  }
})
