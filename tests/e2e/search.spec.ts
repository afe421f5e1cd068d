import { expect, languages, test } from './fixtures'

import type { Page } from '@playwright/test'

/** The three spellings a visitor may type for Salalah: Latin, Arabic, Arabic with the taa marbuta as haa. */
const SALALAH = ['Salalah', 'صلالة', 'صلاله']

const messages = {
  en: {
    error: 'An error occurred while searching. Please try again.',
    noResults: 'No results found.',
    tooLong: 'The search term is too long. Please use at most 200 characters.',
  },
  ar: {
    error: 'حدث خطأ أثناء البحث. يرجى المحاولة مرة أخرى.',
    noResults: 'لم يتم العثور على نتائج.',
    tooLong: 'عبارة البحث طويلة جدًا. يرجى ألا تتجاوز 200 حرفًا.',
  },
}

/** Every request the page makes to the search API. */
function apiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/search')) calls.push(request.url())
  })
  return calls
}

for (const lang of languages) {
  const salalah = `${lang.prefix}/state-details/Salalah`
  const text = messages[lang.code]
  const languageId = lang.code === 'ar' ? '1' : '2'

  test.describe(`search (${lang.code})`, () => {
    test('every spelling of Salalah finds the Salalah page; count and links are right @phone', async ({ page, axe }) => {
      for (const term of SALALAH) {
        await page.goto(`${lang.prefix}/searchresult?q=${encodeURIComponent(term)}`)
        await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
        const results = page.getByTestId('search-result')
        await expect(results.first().getByRole('link')).toHaveAttribute('href', salalah)
        // The count shown is the true total and names the term; a page lists up to 10 of them.
        const status = page.getByTestId('search-status')
        await expect(status).toHaveAttribute('data-count', /^\d+$/)
        const total = Number(await status.getAttribute('data-count'))
        await expect(results).toHaveCount(Math.min(total, 10))
        await expect(status).toContainText(term)
        if (lang.code === 'en') await expect(status).toContainText(`${total} result`)
        // Every link stays in the visitor's language and on this site.
        for (const href of await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
          expect(href).toMatch(lang.code === 'ar' ? /^\/ar\/./ : /^\/(?!ar\/)./)
        }
        // The matched word is highlighted in the title.
        await expect(results.first().locator('h2 mark')).toHaveCount(1)
      }
      await expect(page).toHaveTitle(/صلاله/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await axe(page)
    })

    test('interactive: Enter and the button search through the API; the address keeps the history', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/searchresult`)
      const calls = apiCalls(page)
      const input = page.getByTestId('search-input')
      await expect(page.getByTestId('search-status')).toHaveAttribute('data-state', 'idle')
      await expect(page.getByTestId('search-result')).toHaveCount(0)

      await input.fill('Salalah')
      await input.press('Enter')
      await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', salalah)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/searchresult\\?q=Salalah$`))
      expect(calls).toHaveLength(1)
      expect(new URL(calls[0]).searchParams.get('term')).toBe('Salalah')
      expect(new URL(calls[0]).searchParams.get('languageId')).toBe(languageId)

      await input.fill('  مرباط ')
      await page.getByRole('search').getByRole('button').click()
      await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', `${lang.prefix}/state-details/Mirbat`)
      expect(calls).toHaveLength(2)
      expect(new URL(calls[1]).searchParams.get('term')).toBe('مرباط')
      await axe(page)

      await page.goBack()
      await expect(page).toHaveURL(/\?q=Salalah$/)
      await expect(input).toHaveValue('Salalah')
      await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', salalah)
    })

    test('a search from the header’s search box while this screen is open shows that search', async ({ page }) => {
      await page.goto(`${lang.prefix}/searchresult?q=Salalah`)
      const first = page.getByTestId('search-result').first().getByRole('link')
      await expect(first).toHaveAttribute('href', salalah)
      const input = page.getByTestId('search-input')
      await input.fill('Mirbat')
      await input.press('Enter')
      await expect(first).toHaveAttribute('href', `${lang.prefix}/state-details/Mirbat`)
      // The header's box navigates to the address the server first rendered: the screen follows the address.
      await page.getByRole('banner').getByRole('button', { name: lang.code === 'ar' ? 'بحث' : 'Search', exact: true }).click()
      const box = page.getByRole('dialog').getByRole('searchbox')
      await box.fill('Salalah')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/searchresult\\?q=Salalah$`))
      await expect(input).toHaveValue('Salalah')
      await expect(first).toHaveAttribute('href', salalah)
    })

    test('an empty query shows no results and makes no call', async ({ page }) => {
      await page.goto(`${lang.prefix}/searchresult?q=Salalah`)
      await expect(page.getByTestId('search-result').first()).toBeVisible()
      const calls = apiCalls(page)
      const input = page.getByTestId('search-input')
      await input.fill('   ')
      await input.press('Enter')
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      await expect(page.getByTestId('search-status')).toHaveAttribute('data-state', 'idle')
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/searchresult$`))
      await page.getByRole('search').getByRole('button').click()
      expect(calls).toEqual([])
      // The same on the server: a blank q is the idle screen.
      await page.goto(`${lang.prefix}/searchresult?q=%20%20`)
      await expect(page.getByTestId('search-status')).toHaveAttribute('data-state', 'idle')
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      expect(calls).toEqual([])
    })

    test('nothing found, a failing call and a too-long term each show their message', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/searchresult?q=qwzxvkj`)
      await expect(page.getByTestId('search-status')).toHaveText(text.noResults)
      await expect(page.getByTestId('search-result')).toHaveCount(0)

      await page.route('**/api/v1/search**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ isDone: false, data: null, message: 'down' }) }),
      )
      const input = page.getByTestId('search-input')
      await input.fill('Salalah')
      await input.press('Enter')
      await expect(page.getByRole('alert').filter({ hasText: text.error })).toBeVisible()
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      await axe(page)

      // A network failure is the same error.
      await page.unroute('**/api/v1/search**')
      await page.route('**/api/v1/search**', (route) => route.abort('failed'))
      await input.fill('Mirbat')
      await input.press('Enter')
      await expect(page.getByTestId('search-error')).toHaveText(text.error)

      const response = await page.goto(`${lang.prefix}/searchresult?q=${'a'.repeat(201)}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByTestId('search-error')).toHaveText(text.tooLong)
    })
  })

  test.describe(`search past the last page (${lang.code})`, () => {
    test('a page past the last one is sent to the last page, which says so @phone', async ({ page, request, axe }) => {
      const asked = `${lang.prefix}/searchresult?q=salalah&page=99`
      const answer = await request.get(asked, { maxRedirects: 0 })
      expect(answer.status()).toBe(307)
      const location = new URL(answer.headers()['location'], 'http://site.invalid')
      expect(location.pathname).toBe(`${lang.prefix}/searchresult`)
      expect(location.searchParams.get('asked')).toBe('99')
      const last = Number(location.searchParams.get('page'))
      expect(last).toBeGreaterThan(1)

      await page.goto(asked)
      await expect(page).toHaveURL(new RegExp(`\\?q=salalah&page=${last}&asked=99$`))
      const status = page.getByTestId('search-status')
      await expect(status).toHaveAttribute('data-count', /^\d+$/)
      const total = Number(await status.getAttribute('data-count'))
      expect(Math.ceil(total / 10)).toBe(last)
      await expect(page.getByTestId('search-result')).toHaveCount(total - 10 * (last - 1))
      const notice = page.getByTestId('search-past-last')
      await expect(notice).toContainText('99')
      await expect(notice).toContainText(String(last))
      await expect(page.getByText(text.noResults)).toHaveCount(0)
      await expect(page.getByTestId('search-pages').locator('[aria-current="page"]')).toHaveText(String(last))
      await axe(page)

      // The page links lead on without the notice; a term with no results has no last page to go to.
      await page.getByTestId('search-pages').locator(`a[href="${lang.prefix}/searchresult?q=salalah"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`\\?q=salalah$`))
      await expect(notice).toHaveCount(0)
      const none = await request.get(`${lang.prefix}/searchresult?q=zzqqxxnothing&page=3`, { maxRedirects: 0 })
      expect(none.status()).toBe(200)
    })
  })

  test.describe(`search without JavaScript (${lang.code})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the form submits to the server, which renders the results', async ({ page }) => {
      await page.goto(`${lang.prefix}/searchresult`)
      const input = page.getByTestId('search-input')
      await input.fill('صلاله')
      await input.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/searchresult\\?q=`))
      await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', salalah)
      await expect(input).toHaveValue('صلاله')
    })
  })
}
