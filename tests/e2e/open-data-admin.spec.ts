/**
 * Typed open data in the admin (docs/decisions/0025-typed-open-data.md): an editor who gives a column a type its
 * cells do not fit cannot save, and is told which column and which row. Tagged @mutates: the save is refused, but
 * if it were not it would change a seeded data set, so it runs apart from the other tests and puts it back.
 */
import { expect, test } from './fixtures'

type Column = { id: string; name: string; type: string; description?: string | null }

test('a column type its cells do not fit is refused in the admin and the API, naming the column and row @mutates', async ({
  page,
  request,
  baseURL,
  adminAuth,
}) => {
  const found = await request.get('/api/datasets?where[key][equals]=wilayats&depth=0&limit=1')
  const [dataset] = ((await found.json()) as { docs: { id: number; columns: Column[] }[] }).docs
  expect(dataset.columns.find((c) => c.name === 'name_en')?.type).toBe('text')
  const original = dataset.columns
  try {
    const columns = original.map((c) => (c.name === 'name_en' ? { ...c, type: 'number' } : c))
    const refused = await request.patch(`/api/datasets/${dataset.id}`, { headers: adminAuth.headers, data: { columns } })
    expect(refused.status()).toBe(400)
    const { errors } = (await refused.json()) as { errors: { message: string }[] }
    expect(errors[0].message).toContain('Column "name_en" at row 2 of the file: "Salalah" is not a number')

    await page.context().addCookies([{ name: 'payload-token', value: adminAuth.token, domain: new URL(baseURL ?? 'http://localhost').hostname, path: '/' }])
    await page.goto(`/admin/collections/datasets/${dataset.id}`)
    await expect(page.getByText('Column types', { exact: true }).first()).toBeVisible()
    const rowFields = page.locator('#field-columns .array-field__row').nth(original.findIndex((c) => c.name === 'name_en'))
    await expect(rowFields.locator('input[name$=".name"]')).toHaveValue('name_en')
    await rowFields.locator('.react-select input').fill('Number (e.g. 17')
    await rowFields.locator('.react-select input').press('Enter')
    await expect(rowFields.locator('.react-select')).toContainText('Number (e.g. 17.02)')
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(page.getByText(/Column "name_en" at row 2 of the file: "Salalah" is not a number/).first()).toBeVisible()
  } finally {
    // Whatever happened above, the seeded types are put back for the other tests.
    await request.patch(`/api/datasets/${dataset.id}`, { headers: adminAuth.headers, data: { columns: original } })
  }
  const after = await request.get(`/open-data/download/wilayats.json`)
  expect(((await after.json()) as { name_en: unknown }[])[0].name_en).toBe('Salalah')
})
