import { expect, expectNoSidewaysScroll, languages, startCarousel, test } from './fixtures'

/**
 * The weather comes from the local fake provider scripts/test.mjs starts (tests/e2e/support/fake-weather.mjs):
 * it answers for Khareef's places and Mughsail, and fails for Sadah and for every winter place.
 */
const WEATHER_URL = process.env.WEATHER_URL

type FakeRequest = { key: string; outcome: string }

async function fakeRequests(): Promise<FakeRequest[]> {
  expect(WEATHER_URL, 'WEATHER_URL points at the fake weather provider (run through npm test -- e2e)').toBeTruthy()
  const response = await fetch(new URL('/__requests', WEATHER_URL))
  return (await response.json()) as FakeRequest[]
}

const places = {
  salalah: { en: 'Salalah', ar: 'صلالة' },
  taqah: { en: 'Taqah', ar: 'طاقة' },
  mirbat: { en: 'Mirbat', ar: 'مرباط' },
  rakhyut: { en: 'Rakhyut', ar: 'رخيوت' },
  mughsail: { en: 'Mughsail', ar: 'المغسيل' },
  sadah: { en: 'Sadah', ar: 'سدح' },
}

for (const lang of languages) {
  const degrees = (temp: number) => (lang.code === 'ar' ? `${temp}°م` : `${temp}°C`)

  test.describe(`seasons (${lang.code})`, () => {
    test('list with alternate blocks @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/seasons`)
      await expect(page.getByTestId('season-block')).toHaveCount(3)
      await axe(page)
      await page.getByTestId('season-block').first().locator('a').click()
      await expect(page).toHaveURL(/\/season-details\//)
    })

    test('detail: season events, adventures, discover and the weather cards from the provider @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/season-details/khareef-season`)
      await expect(page.locator('h1')).toBeVisible()
      // The Khareef's upcoming events only: its past event (dated last Khareef) is left out.
      await expect(page.getByTestId('events-block').locator('li')).toHaveCount(3)
      await expect(page.getByTestId('adventures')).toBeVisible()
      await expect(page.locator('[data-testid^="season-discover"] li').first()).toBeVisible()
      // The fake's readings, rounded, in the seed's order: they can only have come through our server.
      const cards = page.getByTestId('weather').locator('li')
      await expect(cards).toHaveText([
        `${places.salalah[lang.code]}${degrees(26)}`,
        `${places.taqah[lang.code]}${degrees(25)}`,
        `${places.mirbat[lang.code]}${degrees(27)}`,
        `${places.rakhyut[lang.code]}${degrees(24)}`,
      ])
      await expect(cards.first()).toHaveAttribute('data-kind', 'rain')
      await expect(cards.nth(3)).toHaveAttribute('data-kind', 'fog')
      await axe(page)
      // Its carousels running, the page is still no wider than the screen (the Arabic one scrolled sideways on phones).
      for (const carousel of await page.locator('section[data-autoplay]').all()) await startCarousel(carousel)
      await expectNoSidewaysScroll(page)
    })

    test('weather: a place the provider fails for is left out; when every place fails the block is absent', async ({ page }) => {
      await page.goto(`${lang.prefix}/season-details/sarb-season`)
      await expect(page.getByTestId('weather').locator('li')).toHaveText([
        `${places.salalah[lang.code]}${degrees(26)}`,
        `${places.mughsail[lang.code]}${degrees(28)}`,
        `${places.mirbat[lang.code]}${degrees(27)}`,
      ])
      await expect(page.getByTestId('weather')).not.toContainText(places.sadah[lang.code])

      await page.goto(`${lang.prefix}/season-details/winter-season`)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('events-block')).toBeVisible()
      await expect(page.getByTestId('weather')).toHaveCount(0)
      // Absent because the provider failed, not because nobody asked it: each winter place was requested.
      const asked = new Map((await fakeRequests()).map((r) => [r.key, r.outcome]))
      expect(Object.fromEntries(['17.4592,55.2464', '17.666,54.024', '18.256,53.657', '19.55,54.88'].map((k) => [k, asked.get(k)]))).toEqual({
        '17.4592,55.2464': 'error',
        '17.666,54.024': 'unavailable',
        '18.256,53.657': 'hang',
        '19.55,54.88': 'malformed',
      })
    })
  })
}
