import { expect, languages, test } from './fixtures'

for (const lang of languages) {
  test.describe(`news (${lang.code})`, () => {
    test('list: cards, classification filter and paging @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/news-list`)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      const cards = page.getByTestId('news-grid').locator('li')
      await expect(cards).toHaveCount(12)
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1)
      await axe(page)
      await page.locator('nav a[rel="next"]').click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/news-list/page/2$`))
      await expect(cards).toHaveCount(2)
      // The pager sits below the cards: the next page starts at the top, as every client-side navigation does.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await axe(page)
      await page.goto(`${lang.prefix}/news-list/classification/culture`)
      await expect(cards).toHaveCount(3)
      await expect(page.locator('a[aria-current="page"][href$="/classification/culture"]')).toHaveCount(1)
      await axe(page)
    })

    test('detail: carousel, date, more news, search box, JSON-LD @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/news-details/khareef-season-preparations-completed`)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('news-date').locator('time')).toBeVisible()
      await expect(page.locator('[aria-roledescription]').first()).toBeVisible()
      await expect(page.locator('#more-news + ul > li')).toHaveCount(3)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.some((text) => text.includes('"NewsArticle"'))).toBe(true)
      await axe(page)
      await page.getByTestId('news-search-input').fill('  Salalah  ')
      await page.getByTestId('news-search-input').press('Enter')
      await expect(page).toHaveURL(/\/searchresult\?q=/)
    })

    test('unknown article is a 404', async ({ page, axe }) => {
      const response = await page.goto(`${lang.prefix}/news-details/no-such-article`)
      expect(response?.status()).toBe(404)
      await axe(page)
    })

    test('RSS feed', async ({ request }) => {
      const response = await request.get(lang.code === 'ar' ? '/feeds/news-ar.xml' : '/feeds/news.xml')
      expect(response.headers()['content-type']).toContain('xml')
      const body = await response.text()
      expect(body).toContain('<rss version="2.0"')
      expect(body.match(/<item>/g)?.length).toBe(14)
    })
  })
}
