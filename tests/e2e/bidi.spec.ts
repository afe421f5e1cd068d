import { expect, languages, test } from './fixtures'

/**
 * Arabic text with Latin terms reads in order: each term is in its own bidi-isolated element, and the text (innerText,
 * in reading order) is the sentence as written.
 */
for (const lang of languages) {
  test(`Latin terms in the open data table are bidi-isolated in Arabic only (${lang.code})`, async ({ page, axe }) => {
    await page.goto(`${lang.prefix}/open-data`)
    const cell = page.locator('#main table tbody tr').first().locator('td').nth(1)
    const text = await cell.innerText()
    if (lang.code === 'ar') {
      expect(text).toMatch(/^ملف CSV بترميز UTF-8، \d+ صف/)
      const terms = await cell.locator('bdi').allInnerTexts()
      expect(terms.slice(0, 3)).toEqual(['CSV', 'UTF-8', expect.stringMatching(/^\d+$/)])
      // Each term is isolated: its own direction, not joined with the Arabic comma and the number after it.
      const isolation = await cell.locator('bdi').first().evaluate((el) => getComputedStyle(el).unicodeBidi)
      expect(isolation).toBe('isolate')
    } else {
      expect(text).toMatch(/^CSV \(UTF-8\), \d+ rows/)
      await expect(cell.locator('bdi')).toHaveCount(0)
    }
    await axe(page)
  })
}
