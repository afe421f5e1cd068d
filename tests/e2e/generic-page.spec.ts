/** Editors can add a page without a deploy: it appears at /{uniqueUrl} in both languages, and leaves when unpublished. */
import { expect, languages, test } from './fixtures'

test('a page created in the CMS is served, mirrored in Arabic, and removed when unpublished @mutates', async ({
  page,
  request,
  axe,
  adminAuth: { headers },
}) => {
  const uniqueUrl = `e2e-page-${Date.now()}`
  const created = await request.post('/api/pages?locale=en', {
    headers,
    data: {
      uniqueUrl,
      category: 'general',
      _status: 'published',
      title: 'Visiting Wadi Darbat',
      description: 'A short guide written by an editor.',
      sections: [{ style: 'Title', isActive: true, cardItems: [{ title: 'Waterfalls in the Khareef', description: 'Best seen in August.' }] }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = await created.json()
  const row = doc.sections[0].cardItems[0].id
  const arabic = await request.patch(`/api/pages/${doc.id}?locale=ar`, {
    headers,
    data: {
      title: 'زيارة وادي دربات',
      sections: [{ id: doc.sections[0].id, style: 'Title', isActive: true, cardItems: [{ id: row, title: 'الشلالات في الخريف' }] }],
    },
  })
  expect(arabic.ok(), await arabic.text()).toBe(true)

  try {
    for (const lang of languages) {
      await page.goto(`${lang.prefix}/${uniqueUrl}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.code === 'ar' ? 'زيارة وادي دربات' : 'Visiting Wadi Darbat')
      await expect(page.getByRole('heading', { level: 2, name: lang.code === 'ar' ? 'الشلالات في الخريف' : 'Waterfalls in the Khareef' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await axe(page)
    }
    const unpublished = await request.patch(`/api/pages/${doc.id}?locale=en`, { headers, data: { _status: 'draft' } })
    expect(unpublished.ok()).toBe(true)
    await expect(async () => {
      const response = await page.goto(`/${uniqueUrl}`)
      expect(response?.status()).toBe(404)
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test('a page whose category has its own screen is sent there', async ({ request }) => {
  const response = await request.get('/Tourism-Sector', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/economy\/Tourism-Sector$/)
})

test('unknown and malformed addresses answer 404', async ({ request }) => {
  expect((await request.get('/no-such-page-here')).status()).toBe(404)
  expect((await request.get('/ar/a/b/c')).status()).toBe(404)
})
