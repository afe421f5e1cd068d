/**
 * Redirects without a database: how an editor's address is written down, which old addresses are refused, the
 * messages in both languages; the proxy's 301 in both languages (no cookie, a short browser lifetime); and the
 * in-memory table the proxy reads, read once and again only after the `redirects` tag expired.
 */
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { REDIRECT_TABLE, type RedirectTable } from '@/features/redirects/lookup'
import {
  isReservedFrom,
  normalizeRedirectPath,
  REDIRECT_PATH_PATTERN,
  redirectProblemMessage,
  type RedirectProblem,
} from '@/features/redirects/model'
import { createRedirectTable } from '@/features/redirects/table'
import { expireTagsHere } from '@/lib/expire-here'

vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server')
  return { default: () => () => NextResponse.next() }
})

const global = globalThis as { [REDIRECT_TABLE]?: RedirectTable }

afterEach(() => {
  delete global[REDIRECT_TABLE]
  vi.useRealTimers()
})

describe('a redirect’s addresses', () => {
  it('are written down without the language, the trailing slash or the site', () => {
    expect(normalizeRedirectPath(' /ar/old-page/ ')).toBe('/old-page')
    expect(normalizeRedirectPath('/en/old-page')).toBe('/old-page')
    expect(normalizeRedirectPath('old-page')).toBe('/old-page')
    expect(normalizeRedirectPath('/ar')).toBe('/')
    expect(normalizeRedirectPath('https://www.dhofar.gov.om/ar/news-details/x', 'https://www.dhofar.gov.om')).toBe('/news-details/x')
    // Another site stays what it is, and is refused by the pattern.
    expect(REDIRECT_PATH_PATTERN.test(normalizeRedirectPath('https://evil.example/x') ?? '')).toBe(false)
    expect(REDIRECT_PATH_PATTERN.test(normalizeRedirectPath('//evil.example') ?? '')).toBe(false)
  })

  it('are refused when malformed: a dot, a query, spaces, ..', () => {
    for (const bad of ['/old.html', '/old?x=1', '/old page', '/a/../b', '/a//b', '/ا']) expect(REDIRECT_PATH_PATTERN.test(bad), bad).toBe(false)
    for (const good of ['/', '/old-page', '/news-details/Old_News']) expect(REDIRECT_PATH_PATTERN.test(good), good).toBe(true)
  })

  it('never start from the home page, a screen or what is under one, but may from a detail page', () => {
    for (const path of ['/', '/about', '/news-list', '/news-list/page/2', '/economy', '/news-details', '/api/v1', '/admin'])
      expect(isReservedFrom(path), path).toBe(true)
    for (const path of ['/old-page', '/news-details/old', '/economy/Old-Sector']) expect(isReservedFrom(path), path).toBe(false)
  })

  it('are refused with a sentence in English and in Arabic', () => {
    const problems: RedirectProblem[] = ['fromMalformed', 'fromReserved', 'fromLivePage', 'fromTaken', 'toMissing', 'toMalformed', 'toUnpublished', 'toUnresolved', 'loop']
    for (const problem of problems) {
      expect(redirectProblemMessage(problem, 'en')).toMatch(/^[A-Z]/)
      expect(redirectProblemMessage(problem, 'ar')).toMatch(/[\u0600-\u06FF]/)
    }
  })
})

describe('the proxy', () => {
  const table = new Map([['/old-page', '/new-page'], ['/news-details/old', '/news-details/new']])
  const proxy = async (path: string) => {
    global[REDIRECT_TABLE] = { lookup: async (p) => table.get(p) }
    const { default: run } = await import('@/proxy')
    return run(new NextRequest(`http://localhost:3000${path}`))
  }

  it('answers an old address with a 301 in its language, keeping the query, with no cookie and a short lifetime', async () => {
    for (const [from, to] of [
      ['/old-page', '/new-page'],
      ['/ar/old-page', '/ar/new-page'],
      ['/en/old-page', '/new-page'],
      ['/ar/news-details/old?utm_source=x', '/ar/news-details/new?utm_source=x'],
    ]) {
      const response = await proxy(from)
      expect(response.status, from).toBe(301)
      const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
      expect(location.pathname + location.search, from).toBe(to)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    }
  })

  it('passes any other address on', async () => {
    expect((await proxy('/new-page')).status).toBe(200)
    expect((await proxy('/ar')).status).toBe(200)
  })
})

describe('the redirect table', () => {
  function fakePayload(rows: () => unknown[]) {
    const find = vi.fn(async ({ collection }: { collection: string }) => ({ docs: collection === 'redirects' ? rows() : [] }))
    return { payload: { find } as unknown as Payload, find }
  }

  it('is read once, and again only after the redirects tag expired', async () => {
    let rows = [{ from: '/a', toType: 'path', toPath: '/about' }]
    const { payload, find } = fakePayload(() => rows)
    let now = 1_000_000
    const table = createRedirectTable(async () => payload, () => now)
    expect(await table.lookup('/a')).toBe('/about')
    expect(await table.lookup('/b')).toBeUndefined()
    expect(find).toHaveBeenCalledTimes(1)

    rows = [{ from: '/b', toType: 'path', toPath: '/news-list' }]
    now += 10_000
    expireTagsHere(['redirects'], now)
    now += 3_000
    expect(await table.lookup('/b')).toBe('/news-list')
    expect(await table.lookup('/a')).toBeUndefined()
    expect(find).toHaveBeenCalledTimes(2)
  })

  it('keeps answering from the last table when the database fails', async () => {
    let fail = false
    const { payload } = fakePayload(() => {
      if (fail) throw new Error('database down')
      return [{ from: '/a', toType: 'path', toPath: '/about' }]
    })
    let now = 2_000_000
    const table = createRedirectTable(async () => payload, () => now)
    expect(await table.lookup('/a')).toBe('/about')
    fail = true
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    now += 5_000
    expireTagsHere(['redirects'], now)
    now += 3_000
    expect(await table.lookup('/a')).toBe('/about')
  })

  it('makes a page view wait at most a moment for a read that hangs', async () => {
    const payload = { find: () => new Promise(() => undefined) } as unknown as Payload
    const table = createRedirectTable(async () => payload)
    const started = Date.now()
    expect(await table.lookup('/a')).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
