import { expect, languages, test } from './fixtures'

for (const lang of languages) {
  test.describe(`seasons (${lang.code})`, () => {
    test('list with alternate blocks', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/seasons`)
      await expect(page.getByTestId('season-block')).toHaveCount(3)
      await axe(page)
      await page.getByTestId('season-block').first().locator('a').click()
      await expect(page).toHaveURL(/\/season-details\//)
    })

    test('detail: season events, adventures, discover; no weather when the provider is off', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/season-details/khareef-season`)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('events-block').locator('li')).toHaveCount(4)
      await expect(page.getByTestId('adventures')).toBeVisible()
      await expect(page.locator('[data-testid^="season-discover"] li').first()).toBeVisible()
      // The e2e environment sets WEATHER_URL empty: the block is absent (the present case is a unit test).
      await expect(page.getByTestId('weather')).toHaveCount(0)
      await axe(page)
    })
  })
}
