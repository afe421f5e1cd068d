/**
 * Renaming a page in the admin keeps its old address working (docs/decisions/0040-redirects.md): the old address
 * answers 301 to the new one in both languages, through the server's response cache, at the first request after the
 * save; the redirect is listed in the admin's Redirects; a loop is refused. Tagged @mutates: it creates a page and
 * removes it (with its redirects) after.
 */
import { expect, test } from './fixtures'

test('a page renamed in the admin leaves its old address answering 301 in both languages @mutates', async ({ page, request, baseURL, adminAuth }) => {
  const { headers, token } = adminAuth
  const stamp = Date.now()
  const oldUrl = `e2e-redirect-old-${stamp}`
  const newUrl = `e2e-redirect-new-${stamp}`
  const title = `Redirected page ${stamp}`
  const created = await request.post('/api/pages?locale=en', {
    headers,
    data: { title, uniqueUrl: oldUrl, category: 'general', _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // Both addresses served (and kept by the server's response cache) before the rename.
    for (const path of [`/${oldUrl}`, `/ar/${oldUrl}`]) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)

    await page.context().addCookies([{ name: 'payload-token', value: token, domain: new URL(baseURL ?? 'http://localhost').hostname, path: '/' }])
    await page.goto(`/admin/collections/pages/${id}`)
    const address = page.locator('#field-uniqueUrl')
    await expect(address).toHaveValue(oldUrl)
    await address.fill(newUrl)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(async () => ((await (await request.get(`/api/pages/${id}?depth=0`, { headers })).json()) as { uniqueUrl: string }).uniqueUrl).toBe(newUrl)

    // One request each, never retried: the first visit after the save is redirected.
    for (const [from, to] of [
      [`/${oldUrl}`, `/${newUrl}`],
      [`/ar/${oldUrl}`, `/ar/${newUrl}`],
    ]) {
      const answer = await request.get(from, { maxRedirects: 0 })
      expect(answer.status(), from).toBe(301)
      expect(new URL(answer.headers()['location'] ?? '', baseURL).pathname, from).toBe(to)
      // Neither the response cache nor nginx keeps it: not a 200, no HTML type, no language cookie (ADR 0040).
      expect(answer.headers()['set-cookie'], from).toBeUndefined()
      expect(answer.headers()['content-type'] ?? '', from).not.toContain('text/html')
      expect(answer.headers()['cache-control'], from).toBe('public, max-age=300')
    }
    const arabic = await page.goto(`/ar/${oldUrl}`)
    expect(new URL(arabic?.url() ?? '').pathname).toBe(`/ar/${newUrl}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    // The sitemap names the new address only.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/${newUrl}</loc>`)
    expect(sitemap).not.toContain(oldUrl)

    // Listed in the admin, marked as added by the rename.
    await page.goto('/admin/collections/redirects')
    await expect(page.getByRole('link', { name: `/${oldUrl}` })).toBeVisible()

    // A redirect back from the new address is refused: the page answers there.
    const refused = await request.post('/api/redirects', { headers, data: { from: `/${newUrl}`, toType: 'path', toPath: `/${oldUrl}` } })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('A published page is at this address')
  } finally {
    // Deleting the page deletes the redirects to it.
    await request.delete(`/api/pages/${id}`, { headers })
  }
  const left = await request.get(`/api/redirects?where[from][equals]=/${oldUrl}&depth=0`, { headers })
  expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
