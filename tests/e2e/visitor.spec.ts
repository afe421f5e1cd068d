/**
 * Issue 18, what a visitor trips over: dates in their season, upcoming events that are upcoming (and the past ones
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
  })
}
