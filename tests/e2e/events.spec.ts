import { expect, languages, test } from './fixtures'

for (const lang of languages) {
  test.describe(`events (${lang.code})`, () => {
    test('upcoming events: sort, categories, calendar, SOON and URL state', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/upcoming-events`)
      const cards = page.getByTestId('event-card')
      await expect(cards).toHaveCount(14)
      await expect(page.locator('[data-soon]')).toHaveCount(3)
      await axe(page)

      const first = await cards.first().locator('h2').textContent()
      await page.locator('select:has(option[value="oldest"])').selectOption('oldest')
      await expect(page).toHaveURL(/sort=oldest/)
      await expect(cards.first().locator('h2')).not.toHaveText(first ?? '')

      await page.locator('input[value="ECONOMY"]').check()
      await expect(cards).toHaveCount(3)
      await expect(page).toHaveURL(/category=ECONOMY/)
      await page.locator('input[value="SPORT"]').check()
      await expect(cards).toHaveCount(6)
      await page.getByRole('checkbox').first().check()
      await expect(cards).toHaveCount(14)

      // Pick the day of the first dated card: the list narrows to the events of that day.
      const day = await cards.locator('time').first().getAttribute('datetime')
      await page.goto(`${lang.prefix}/upcoming-events?date=${day}`)
      await expect(cards.first()).toBeVisible()
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(14)
      await expect(page.getByTestId('events-count')).toBeVisible()
      // Clicking the chosen day again clears the filter.
      await page.locator('.rdp-selected button').first().click()
      await expect(cards).toHaveCount(14)
    })

    test('event detail: panels, other events, gallery, ICS', async ({ page, request, axe }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('event-date').locator('time')).toBeVisible()
      await expect(page.getByTestId('events-block').locator('li')).toHaveCount(2)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.some((text) => text.includes('"Event"'))).toBe(true)
      await axe(page)
      const href = await page.locator('a[href$="calendar.ics"]').getAttribute('href')
      const ics = await request.get(href ?? '')
      expect(ics.headers()['content-type']).toContain('text/calendar')
      expect(await ics.text()).toContain('BEGIN:VEVENT')
    })

    test('event with a hidden date says SOON', async ({ page }) => {
      await page.goto(`${lang.prefix}/event-details/khareef-mountain-cycling-challenge`)
      await expect(page.getByTestId('event-date').locator('[data-soon]')).toBeVisible()
    })
  })
}
