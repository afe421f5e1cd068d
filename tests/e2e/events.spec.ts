import { expect, languages, test } from './fixtures'

for (const lang of languages) {
  test.describe(`events (${lang.code})`, () => {
    test('upcoming events: sort, categories, calendar, SOON and URL state', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/upcoming-events`)
      const cards = page.getByTestId('event-card')
      await expect(cards).toHaveCount(12)
      await expect(page.locator('[data-soon]')).toHaveCount(3)
      await axe(page)

      const first = await cards.first().locator('h2').textContent()
      await page.locator('select:has(option[value="latest"])').selectOption('latest')
      await expect(page).toHaveURL(/sort=latest/)
      await expect(cards.first().locator('h2')).not.toHaveText(first ?? '')

      await page.locator('input[value="ECONOMY"]').check()
      await expect(cards).toHaveCount(2)
      await expect(page).toHaveURL(/category=ECONOMY/)
      await page.locator('input[value="SPORT"]').check()
      await expect(cards).toHaveCount(5)
      await axe(page) // a filtered list
      await page.getByRole('checkbox').first().check()
      await expect(cards).toHaveCount(12)

      // Pick the day of the first dated card: the list narrows to exactly the events of that day. The expected count
      // comes from the full list, and the filtered list is awaited until it shows it (the filter from the address is
      // applied on the client, later on a busy machine).
      const days = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
      const day = days[0]
      const sameDay = days.filter((d) => d.slice(0, 10) === day.slice(0, 10)).length
      expect(sameDay).toBeLessThan(12)
      await page.goto(`${lang.prefix}/upcoming-events?date=${day}`)
      await expect(cards).toHaveCount(sameDay)
      await expect(page.getByTestId('events-count')).toBeVisible()
      // Clicking the chosen day again clears the filter.
      await page.locator('.rdp-selected button').first().click()
      await expect(cards).toHaveCount(12)
    })

    test('event detail: panels, other events, gallery, ICS @phone', async ({ page, request, axe }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('event-date').locator('time').first()).toBeVisible()
      await expect(page.getByTestId('events-block').locator('li')).toHaveCount(2)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.some((text) => text.includes('"Event"'))).toBe(true)
      await axe(page)
      const href = await page.locator('a[href$="calendar.ics"]').getAttribute('href')
      const ics = await request.get(href ?? '')
      expect(ics.headers()['content-type']).toContain('text/calendar')
      expect(await ics.text()).toContain('BEGIN:VEVENT')
    })

    test('event detail: a small map of the place, loaded when scrolled near, and the location link', async ({ page, axe }) => {
      // A short window below the sidebar's width, so the map (in the sidebar, after the content) starts well below the
      // fold: at a desktop width the sidebar's first panel is the map, beside the picture, near the top.
      await page.setViewportSize({ width: 1000, height: 320 })
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      const panel = page.getByTestId('event-map')
      const link = panel.getByRole('link', { name: lang.code === 'ar' ? /^موقع / : /^Location of / })
      await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=17.0194&mlon=54.0897#map=14/17.0194/54.0897')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleName(lang.code === 'ar' ? /^موقع / : /^Location of /)

      // Far from the viewport, no Leaflet yet: neither its code nor a map.
      const box = page.locator('[data-place-map]')
      const { top, screen } = await box.evaluate((el) => ({ top: el.getBoundingClientRect().top, screen: window.innerHeight }))
      expect(top, 'the map starts more than a screen below the fold').toBeGreaterThan(2.2 * screen)
      await expect(box).toHaveAttribute('data-loaded', 'false')
      await expect(box.locator('.leaflet-container')).toHaveCount(0)
      expect(await page.evaluate(() => 'L' in window)).toBe(false)

      // Scrolled near, the map draws with the marker at its centre: the event's coordinates.
      await box.scrollIntoViewIfNeeded()
      const map = box.locator('.leaflet-container')
      await expect(map).toBeVisible()
      await expect(map).toHaveAttribute('role', 'region')
      await expect(map).toHaveAttribute('aria-label', /.+/)
      const marker = box.locator('.leaflet-marker-icon')
      await expect(marker).toBeVisible()
      // Polled: the map may still be settling its view when the marker first shows.
      await expect
        .poll(async () => {
          const [m, c] = await Promise.all([marker.boundingBox(), map.boundingBox()])
          return Math.max(Math.abs(m!.x + m!.width / 2 - (c!.x + c!.width / 2)), Math.abs(m!.y + m!.height - (c!.y + c!.height / 2)))
        })
        .toBeLessThan(3)
      await axe(page)
    })

    // The seed hides three events' dates. Staff read them through the REST API; the pages that list
    // those events must not carry them, in the HTML nor in the RSC payload inside it, in any form the site writes.
    test('a hidden event date is in no served page, and the date filter does not find it', async ({ page, request, adminAuth }) => {
      const read = async (showDate: boolean) => {
        const query = `where[category][equals]=events&where[showDate][equals]=${showDate}&depth=0&limit=100&locale=${lang.code}`
        const response = await request.get(`/api/pages?${query}`, { headers: adminAuth.headers })
        expect(response.ok()).toBe(true)
        return ((await response.json()) as { docs: { title: string; pageDate: string; event?: { endDate?: string } }[] }).docs
      }
      const [hidden, dated] = await Promise.all([read(false), read(true)])
      expect(hidden).toHaveLength(3)
      const datedDays = new Set(dated.flatMap((e) => [e.pageDate, e.event?.endDate].filter(Boolean).map((d) => d!.slice(0, 10))))
      const forms = (iso: string) => {
        const [y, m, d] = iso.slice(0, 10).split('-')
        // ISO (JSON, datetime attributes), dd/MM/yyyy (event blocks) and dd-MM-yy (the upcoming list).
        return [iso.slice(0, 16), ...(datedDays.has(iso.slice(0, 10)) ? [] : [iso.slice(0, 10), `${d}/${m}/${y}`, `${d}-${m}-${y.slice(2)}`])]
      }
      for (const path of ['/', '/upcoming-events', '/season-details/winter-season', '/season-details/khareef-season']) {
        const html = await (await request.get(`${lang.prefix}${path}`)).text()
        for (const event of hidden) {
          if (path === '/upcoming-events') expect(html, `${path} lists ${event.title}`).toContain(event.title.slice(0, 12))
          for (const form of [...forms(event.pageDate), ...(event.event?.endDate ? forms(event.event.endDate) : [])]) {
            expect(html.includes(form), `${path}: ${event.title}'s hidden date as ${form}`).toBe(false)
          }
        }
      }
      // Filtering the list by a hidden date finds none of the hidden-date events (applied once the page hydrates).
      const cards = page.getByTestId('event-card')
      for (const event of hidden) {
        await page.goto(`${lang.prefix}/upcoming-events?date=${event.pageDate.slice(0, 10)}`)
        await expect(page.getByTestId('events-count')).toBeVisible()
        await expect(cards.filter({ hasText: event.title })).toHaveCount(0)
      }
    })

    test('event with a hidden date says SOON', async ({ page }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-mountain-cycling-challenge`)
      await expect(page.getByTestId('event-date').locator('[data-soon]')).toBeVisible()
    })
  })
}

for (const lang of languages) {
  test.describe(`event map without JavaScript (${lang.code})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the location link stands in for the map', async ({ page }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      const panel = page.getByTestId('event-map')
      await expect(panel.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=17\.0194&mlon=54\.0897/)
      await expect(panel.getByRole('link')).toBeVisible()
      await expect(page.locator('[data-place-map]')).toBeHidden()
    })
  })
}

/**
 * An event's key facts come first (ADR 0048): directly under the title, before the picture, the description, the
 * gallery, the activities and Share, at a phone's width and a laptop's; on the phone within the first screen.
 */
for (const lang of languages) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`an event's date, time, place, age and "Add to calendar" come first, under its title, at ${size.width} px (${lang.code})`, async ({ page, axe }) => {
      const words =
        lang.code === 'ar'
          ? { place: 'ساحة المهرجان، صلالة', calendar: 'أضف إلى التقويم', map: /^موقع / }
          : { place: 'Festival grounds, Salalah', calendar: 'Add to calendar', map: /^Location of / }
      await page.setViewportSize(size)
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      const facts = page.getByTestId('event-facts')
      await expect(facts.getByTestId('event-date').locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/)
      await expect(facts.getByTestId('event-time')).toContainText('16:00')
      await expect(facts.getByTestId('event-place')).toContainText(words.place)
      const map = facts.getByTestId('event-place').getByRole('link')
      await expect(map).toHaveAccessibleName(words.map)
      await expect(map).toHaveAttribute('href', /openstreetmap\.org/)
      await expect(facts.getByTestId('event-age')).toBeVisible()
      const calendar = facts.getByRole('link', { name: words.calendar })
      await expect(calendar).toHaveAttribute('href', /\/calendar\.ics$/)
      // One "Add to calendar" on the page: the facts' own, not a second one further down.
      await expect(page.locator('a[href$="calendar.ics"]')).toHaveCount(1)

      const boxes = await page.evaluate(() => {
        const box = (el: Element | null | undefined) => el?.getBoundingClientRect().toJSON() as DOMRect | undefined
        const main = document.getElementById('main')!
        const facts = main.querySelector('[data-testid="event-facts"]')
        const body = main.querySelector('header + *')
        return {
          title: box(main.querySelector('h1')),
          facts: box(facts),
          calendar: box(facts?.querySelector('a[href$="calendar.ics"]')),
          picture: box(body?.querySelector('img')),
          text: box(body?.querySelector('p')),
          share: box(main.querySelector('[data-testid="share-button"]')),
          screen: innerHeight,
        }
      })
      const { title, facts: block, calendar: button, picture, text, share } = boxes
      if (!title || !block || !button || !picture || !text || !share) throw new Error(`not found: ${JSON.stringify(boxes)}`)
      // Directly under the title: nothing between them but the gap.
      expect(block.top - title.bottom).toBeGreaterThanOrEqual(0)
      expect(block.top - title.bottom).toBeLessThanOrEqual(32)
      // Before everything else about the event.
      for (const [name, other] of Object.entries({ picture, text, share })) expect(block.bottom, name).toBeLessThanOrEqual(other.top)
      // On the phone, all of it (down to "Add to calendar") is on the first screen.
      if (size.width < 1024) expect(button.bottom).toBeLessThanOrEqual(boxes.screen)
      await axe(page)
    })
  }
}
