import { describe, expect, it } from 'vitest'

import { assetsOf, filesToKeep, KEEP_FILES_MESSAGE, kindOf, localeOfPath, offlineNoteHtml, offlinePath, revalidated, savedAtLabel, storable, titleOf, withOfflineNote } from './policy'

const ORIGIN = 'https://www.dhofar.gov.om'
const headers = (entries: Record<string, string> = {}) => new Headers(entries)
const navigation = { method: 'GET', mode: 'navigate', headers: headers() }
const fetchOf = (extra: Partial<typeof navigation> = {}) => ({ ...navigation, mode: 'cors', ...extra })
const kind = (path: string, request: { method: string; mode: string; headers: Headers } = navigation) => kindOf(new URL(path, ORIGIN), request, ORIGIN)

describe('the service worker keeps', () => {
  it('pages of both languages, build files, fonts and pictures, each in its cache', () => {
    expect(kind('/about')).toBe('page')
    expect(kind('/ar/news-details/x?y=1')).toBe('page')
    expect(kind('/_next/static/chunks/a1b2.js', fetchOf())).toBe('static')
    expect(kind('/fonts/noto-sans.0c37120a14.woff2', fetchOf())).toBe('static')
    expect(kind('/img/640/salalah.jpg', fetchOf())).toBe('picture')
    expect(kind('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75', fetchOf())).toBe('picture')
    expect(kind('/api/media/file/salalah.jpg', fetchOf())).toBe('picture')
    expect(kind('/icons.svg', fetchOf())).toBe('shell')
    expect(kind('/manifest/ar.webmanifest', fetchOf())).toBe('shell')
  })

  it('nothing of the admin, Payload’s API, previews, the client router’s data, videos, other hosts or non-GET requests', () => {
    expect(kind('/admin')).toBeNull()
    expect(kind('/admin/collections/pages')).toBeNull()
    expect(kind('/api/pages?where[x]=1', fetchOf())).toBeNull()
    expect(kind('/api/graphql', fetchOf())).toBeNull()
    expect(kind('/api/preview?slug=x')).toBeNull()
    expect(kind('/api/v1/events', fetchOf())).toBeNull()
    expect(kind('/PgTempRatingResult/x', fetchOf())).toBeNull()
    expect(kind('/sw.js', fetchOf())).toBeNull()
    expect(kind('/video/coast.mp4', fetchOf())).toBeNull()
    expect(kind('/about', fetchOf({ headers: headers({ rsc: '1' }) }))).toBeNull()
    expect(kind('/about?_rsc=abc', fetchOf())).toBeNull()
    expect(kind('/about', { ...navigation, method: 'POST' })).toBeNull()
    expect(kindOf(new URL('https://tiles.example/1/2/3.png'), fetchOf(), ORIGIN)).toBeNull()
    // A script or a fetch of a page's address is not a navigation.
    expect(kind('/about', fetchOf())).toBeNull()
  })

  it('only complete public answers: never private or no-store (an editor’s draft mode), never an error or a part', () => {
    const answer = (status: number, cacheControl?: string, type = 'basic') => ({ status, type, headers: headers(cacheControl ? { 'cache-control': cacheControl } : {}) })
    expect(storable(answer(200, 's-maxage=31536000, stale-while-revalidate'))).toBe(true)
    expect(storable(answer(200))).toBe(true)
    expect(storable(answer(200, 'private, no-cache, no-store, max-age=0, must-revalidate'))).toBe(false)
    expect(storable(answer(200, 'no-store'))).toBe(false)
    expect(storable(answer(200, 'Private'))).toBe(false)
    expect(storable(answer(404))).toBe(false)
    expect(storable(answer(500))).toBe(false)
    expect(storable(answer(206))).toBe(false)
    expect(storable(answer(0, undefined, 'opaqueredirect'))).toBe(false)
    expect(storable(answer(200, undefined, 'opaque'))).toBe(false)
  })
})

describe('offline pages', () => {
  it('are in the language of their address', () => {
    expect(localeOfPath('/ar')).toBe('ar')
    expect(localeOfPath('/ar/about')).toBe('ar')
    expect(localeOfPath('/arabic-coffee')).toBe('en')
    expect(localeOfPath('/')).toBe('en')
    expect(offlinePath('ar')).toBe('/ar/offline')
    expect(offlinePath('en')).toBe('/offline')
  })

  it('say when they were saved in Muscat time, Latin digits in Arabic', () => {
    const saved = new Date('2026-11-28T10:05:00Z') // 14:05 in Muscat (UTC+4)
    expect(savedAtLabel(saved, 'en')).toBe('28 Nov at 14:05')
    expect(savedAtLabel(saved, 'ar')).toMatch(/^28 \S+ الساعة 14:05$/)
  })

  it('carry the note after the skip link, escaped, with no script (the page’s script policy stays right)', () => {
    const note = offlineNoteHtml({ note: 'You are offline: saved on {date}', noteRetry: 'Try <again>' }, new Date('2026-11-28T10:05:00Z'), 'en')
    expect(note).toContain('You are offline: saved on 28 Nov at 14:05')
    expect(note).toContain('Try &#60;again&#62;')
    expect(note).not.toMatch(/<script/i)
    expect(note).toMatch(/^<offline-note role="status"/)
    const html = '<html><head><title>About · Dhofar</title></head><body class="x"><a class="skip-link" href="#main">Skip</a><header></header></body></html>'
    expect(withOfflineNote(html, '<offline-note></offline-note>')).toBe(
      '<html><head><title>About · Dhofar</title></head><body class="x"><a class="skip-link" href="#main">Skip</a><offline-note></offline-note><header></header></body></html>',
    )
    expect(withOfflineNote('<body><main></main></body>', '<n></n>')).toBe('<body><n></n><main></main></body>')
    expect(titleOf(html)).toBe('About · Dhofar')
  })

  it('keep the files a page needs to be drawn: same-origin style sheets, scripts and fonts', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
      '<link rel="preload" href="/fonts/noto-sans.0c37120a14.woff2" as="font" crossorigin=""/>',
      '<link rel="preload" as="image" imageSrcSet="/img/640/a.jpg 640w"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || []).push({})</script>',
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"/>',
      '<link rel="icon" href="/favicon.ico"/>',
    ].join('')
    expect(assetsOf(html, `${ORIGIN}/about`)).toEqual([
      `${ORIGIN}/_next/static/css/a.css`,
      `${ORIGIN}/fonts/noto-sans.0c37120a14.woff2`,
      `${ORIGIN}/_next/static/chunks/b.js`,
    ])
  })
})

describe('a page asked of the network', () => {
  it('is revalidated with the server, never taken from the browser’s HTTP cache, and otherwise the same request', () => {
    const request = new Request(`${ORIGIN}/ar/about?x=1`, { headers: { accept: 'text/html', 'accept-language': 'ar' }, credentials: 'same-origin' })
    const sent = revalidated(request)
    expect(request.cache).toBe('default')
    expect(sent.cache).toBe('no-cache')
    expect(sent.url).toBe(request.url)
    expect(sent.method).toBe('GET')
    expect(sent.credentials).toBe('same-origin')
    expect(sent.headers.get('accept')).toBe('text/html')
    expect(sent.headers.get('accept-language')).toBe('ar')
  })
})

describe('the files a page loaded before the worker took it over', () => {
  const message = (urls: unknown) => ({ type: KEEP_FILES_MESSAGE, urls })

  it('are the build files and fonts among them, once each', () => {
    const urls = [
      `${ORIGIN}/_next/static/chunks/3bp9twg08x70a.js`,
      `${ORIGIN}/_next/static/chunks/3bp9twg08x70a.js`,
      `${ORIGIN}/_next/static/chunks/a1.css#x`,
      `${ORIGIN}/fonts/noto-sans.0c37120a14.woff2`,
    ]
    expect(filesToKeep(message(urls), ORIGIN)).toEqual([
      `${ORIGIN}/_next/static/chunks/3bp9twg08x70a.js`,
      `${ORIGIN}/_next/static/chunks/a1.css`,
      `${ORIGIN}/fonts/noto-sans.0c37120a14.woff2`,
    ])
  })

  it('never pages, pictures, the API, the admin, other hosts or what is not an address', () => {
    const urls = [
      `${ORIGIN}/about`,
      `${ORIGIN}/img/640/salalah.jpg`,
      `${ORIGIN}/api/v1/events`,
      `${ORIGIN}/admin/_next/static/x.js`,
      `${ORIGIN}/sw.js`,
      'https://tiles.example/_next/static/chunks/a.js',
      'not an address',
      42,
      null,
    ]
    expect(filesToKeep(message(urls), ORIGIN)).toEqual([])
  })

  it('only from a message of that type with a list, and at most 300', () => {
    const many = Array.from({ length: 400 }, (_, i) => `${ORIGIN}/_next/static/chunks/${i}.js`)
    expect(filesToKeep(message(many), ORIGIN)).toHaveLength(300)
    expect(filesToKeep({ type: 'dhofar:send-queued-ratings', urls: many }, ORIGIN)).toEqual([])
    expect(filesToKeep(message(`${ORIGIN}/_next/static/chunks/a.js`), ORIGIN)).toEqual([])
    expect(filesToKeep(null, ORIGIN)).toEqual([])
    expect(filesToKeep('dhofar:keep-files', ORIGIN)).toEqual([])
  })
})
