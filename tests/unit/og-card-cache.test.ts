/**
 * A link-preview card is drawn once and kept under its page's and picture's cache tags, whatever query string it is
 * asked with (src/app/og/[locale]/[file]/route.ts, src/features/seo/card-cache.ts): the n-th distinct query string
 * costs no new render, and an edit of the page or of its picture (their tags expired) draws it again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const store = vi.hoisted(() => new Map<string, { value: unknown; tags: string[] }>())
const drawn = vi.hoisted(() => ({ title: 0, picture: 0 }))
const page = vi.hoisted(() => ({
  current: { title: 'Khareef', image: { id: 7, filename: 'salalah.jpg', mimeType: 'image/jpeg', updatedAt: '2026-01-01' } } as unknown,
}))

// Next's data cache as it behaves for the route: one entry per key, dropped when one of its tags is expired.
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, keyParts: string[], { tags = [] }: { tags?: string[] } = {}) =>
    async () => {
      const key = JSON.stringify(keyParts)
      if (!store.has(key)) store.set(key, { value: await fn(), tags })
      return store.get(key)!.value as T
    },
}))
const expire = (tag: string) => {
  for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key)
}

vi.mock('@/features/seo/card', () => ({
  titleCard: async () => (drawn.title++, Buffer.from('title card')),
  pictureCard: async () => (drawn.picture++, Buffer.from('picture card')),
  logoPng: async () => Buffer.from('logo'),
}))
vi.mock('@/page-data/queries', () => ({ getPageByUrl: async () => page.current }))

const { GET } = await import('@/app/og/[locale]/[file]/route')

const card = (locale: string, file: string, query = '') =>
  GET(new Request(`http://localhost:3000/og/${locale}/${file}${query}`), { params: Promise.resolve({ locale, file }) })

beforeEach(() => {
  store.clear()
  drawn.title = 0
  drawn.picture = 0
})

describe('link-preview cards', () => {
  it('are drawn once for any number of query strings', async () => {
    for (let n = 0; n < 5; n++) {
      const response = await card('en', 'khareef.jpg', `?zz=${n}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('picture card')
    }
    for (let n = 0; n < 3; n++) expect((await card('en', '_site.jpg', `?zz=${n}`)).status).toBe(200)
    expect(drawn).toEqual({ picture: 1, title: 1 })
  })

  it("are drawn again when the page's tag or its picture's tag is expired, not otherwise", async () => {
    await card('en', 'khareef.jpg')
    expire('media:8')
    await card('en', 'khareef.jpg')
    expect(drawn.picture).toBe(1)
    expire('page:khareef')
    await card('en', 'khareef.jpg')
    expect(drawn.picture).toBe(2)
    expire('media:7')
    await card('en', 'khareef.jpg')
    expect(drawn.picture).toBe(3)
  })

  it('are kept per language and per picture', async () => {
    await card('en', 'khareef.jpg')
    await card('ar', 'khareef.jpg')
    page.current = { title: 'Khareef', image: null }
    await card('en', 'khareef.jpg')
    expect(drawn).toEqual({ picture: 2, title: 1 })
  })

  it('are a 404 for a name that is not a card, one that cannot be decoded included, and draw nothing', async () => {
    for (const file of ['%ZZ.jpg', 'khareef.png', '..%2F.jpg', 'a b.jpg']) expect((await card('en', file)).status, file).toBe(404)
    expect((await card('fr', 'khareef.jpg')).status).toBe(404)
    expect(drawn).toEqual({ picture: 0, title: 0 })
  })
})
