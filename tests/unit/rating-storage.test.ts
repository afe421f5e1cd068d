/** The panel's page names and browser storage: the briefed keys, the language prefix, corrupt values, session ids. */
import { describe, expect, it } from 'vitest'

import { SESSION_ID_PATTERN } from '@/features/rating/constants'
import {
  ensureSessionId,
  newSessionId,
  pageNameFromPath,
  ratedState,
  readPageRatings,
  readRatedPages,
  rememberRating,
  type KeyValueStore,
} from '@/features/rating/storage'

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial }
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) }
}

const throwing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('pageNameFromPath', () => {
  it.each([
    ['/', 'home-page'],
    ['/ar', 'home-page'],
    ['/ar/', 'home-page'],
    ['/en', 'home-page'],
    ['/news-list', '/news-list'],
    ['/ar/news-list', '/news-list'],
    ['/ar/news-details/Khareef-2025/', '/news-details/Khareef-2025'],
    ['/searchresult?q=salalah', '/searchresult'],
    ['/about#team', '/about'],
    ['/arabic-coffee', '/arabic-coffee'],
    ['/%D8%B8%D9%81%D8%A7%D8%B1', '/%D8%B8%D9%81%D8%A7%D8%B1'],
    ['/ظفار', '/%D8%B8%D9%81%D8%A7%D8%B1'],
    ['/bad%zz', '/bad%25zz'],
  ])('%s is %s', (path, name) => expect(pageNameFromPath(path)).toBe(name))

  it('keeps a page name within 200 characters', () => {
    expect(pageNameFromPath(`/${'a'.repeat(300)}`)).toHaveLength(200)
  })
})

describe('rated pages', () => {
  it('remembers a rating under the briefed keys, once per page', () => {
    const store = memoryStore()
    rememberRating(store, 'home-page', 4)
    rememberRating(store, '/news-list', 2)
    rememberRating(store, 'home-page', 4)
    expect(JSON.parse(store.data.ratedPages)).toEqual(['home-page', '/news-list'])
    expect(JSON.parse(store.data.pageRatings)).toEqual({ 'home-page': 4, '/news-list': 2 })
    expect(ratedState(store, 'home-page')).toEqual({ rated: true, stars: 4 })
    expect(ratedState(store, '/about')).toEqual({ rated: false, stars: null })
  })

  it('records a page rated elsewhere (stars unknown) without inventing stars', () => {
    const store = memoryStore()
    rememberRating(store, '/about', null)
    expect(ratedState(store, '/about')).toEqual({ rated: true, stars: null })
    expect(store.data.pageRatings).toBeUndefined()
  })

  it.each([['not json'], ['{"a":1}'], ['42'], ['null'], ['[1, "/ok", null]']])('reads ratedPages %s as what is valid in it', (raw) => {
    const pages = readRatedPages(memoryStore({ ratedPages: raw }))
    expect(pages).toEqual(raw.includes('/ok') ? ['/ok'] : [])
  })

  it.each([['nope'], ['[]'], ['"x"'], ['{"a": 9, "b": "3", "c": 2.5, "d": 3}']])('reads pageRatings %s as what is valid in it', (raw) => {
    expect(readPageRatings(memoryStore({ pageRatings: raw }))).toEqual(raw.includes('"d"') ? { d: 3 } : {})
  })

  it('repairs corrupt values on the next rating and survives storage that throws', () => {
    const store = memoryStore({ ratedPages: '{oops', pageRatings: '[]' })
    rememberRating(store, '/faq', 5)
    expect(ratedState(store, '/faq')).toEqual({ rated: true, stars: 5 })
    expect(() => rememberRating(throwing, '/faq', 5)).not.toThrow()
    expect(ratedState(throwing, '/faq')).toEqual({ rated: false, stars: null })
    expect(ratedState(undefined, '/faq')).toEqual({ rated: false, stars: null })
  })
})

describe('session id', () => {
  it('is session_ + timestamp + random string, different each time', () => {
    const id = newSessionId(1732000000000)
    expect(id).toMatch(/^session_1732000000000_[a-z0-9]{12}$/)
    expect(id).toMatch(SESSION_ID_PATTERN)
    expect(newSessionId()).not.toBe(newSessionId())
  })

  it('is created once and then reused; a corrupt value is replaced', () => {
    const store = memoryStore()
    const first = ensureSessionId(store)
    expect(store.data.userSessionId).toBe(first)
    expect(ensureSessionId(store)).toBe(first)
    const kept = memoryStore({ userSessionId: 'session_1700000000000_abc123xyz' })
    expect(ensureSessionId(kept)).toBe('session_1700000000000_abc123xyz')
    const corrupt = memoryStore({ userSessionId: '<script>' })
    expect(ensureSessionId(corrupt)).toMatch(SESSION_ID_PATTERN)
    expect(ensureSessionId(throwing)).toMatch(SESSION_ID_PATTERN)
  })
})
