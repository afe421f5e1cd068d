import { describe, expect, it } from 'vitest'

import {
  chosenSource,
  chunksNamedIn,
  listPathOf,
  offlineListPath,
  offlineListSchema,
  picturesOf,
  progressText,
  SAVED_SCREENS,
  savedCacheName,
  savedLocale,
  saveRequestSchema,
  savedText,
  sizeLabel,
  slotWidth,
} from './saved-policy'
import en from '../i18n/messages/en/offline.json'
import ar from '../i18n/messages/ar/offline.json'

const ORIGIN = 'https://www.dhofar.gov.om'

describe('a saved wilayat', () => {
  it('lives in a cache of its own, named by its list, in the list’s language', () => {
    const list = offlineListPath('/ar/state-details/Dhalkut')
    expect(list).toBe('/ar/state-details/Dhalkut/offline.json')
    expect(savedCacheName(list)).toBe('dhofar-saved:/ar/state-details/Dhalkut/offline.json')
    expect(listPathOf(savedCacheName(list))).toBe(list)
    expect(listPathOf('dhofar-pages')).toBeNull()
    expect(savedLocale(savedCacheName(list))).toBe('ar')
    expect(savedLocale(savedCacheName('/state-details/Dhalkut/offline.json'))).toBe('en')
    // Not one of the caches the expiration counts (ADR 0043's caches all start `dhofar-` and another word).
    expect(savedCacheName(list).startsWith('dhofar-pages')).toBe(false)
    expect(SAVED_SCREENS).toEqual(['/saved', '/ar/saved'])
  })

  it('reads only a well-formed list of site paths', () => {
    const list = { wilayat: 'Dhalkut', locale: 'en', title: 'Dhalkut', page: '/state-details/Dhalkut', urls: ['/state-details/Dhalkut', '/alerts'] }
    expect(offlineListSchema.safeParse(list).success).toBe(true)
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil', 'alerts', '/a b']) {
      expect(offlineListSchema.safeParse({ ...list, urls: [url] }).success, url).toBe(false)
    }
    expect(offlineListSchema.safeParse({ ...list, urls: [] }).success).toBe(false)
    expect(offlineListSchema.safeParse({ ...list, locale: 'fr' }).success).toBe(false)
    expect(saveRequestSchema.safeParse({ type: 'dhofar-save-wilayat', action: 'save', list: '/state-details/Dhalkut/offline.json', width: 390, dpr: 3 }).success).toBe(true)
    expect(saveRequestSchema.safeParse({ type: 'dhofar-save-wilayat', action: 'wipe', list: '/x' }).success).toBe(false)
    expect(saveRequestSchema.safeParse({ type: 'other', action: 'save', list: '/x' }).success).toBe(false)
  })

  it('says its size in KB or MB and when it was saved, in Muscat time with Latin digits in Arabic', () => {
    expect(sizeLabel(200, en.Offline)).toBe('1 KB')
    expect(sizeLabel(740_400, en.Offline)).toBe('740 KB')
    expect(sizeLabel(1_440_000, en.Offline)).toBe('1.4 MB')
    expect(sizeLabel(1_440_000, ar.Offline)).toBe('1.4 ميجابايت')
    const meta = { bytes: 1_440_000, savedAt: '2026-11-28T10:05:00Z', failed: [], urls: ['/state-details/Dhalkut'] }
    expect(savedText(en.Offline, meta)).toBe('Saved for offline: 1.4 MB, on 28 Nov at 14:05.')
    expect(savedText(ar.Offline, { ...meta, urls: ['/ar/state-details/Dhalkut'] })).toMatch(/^محفوظة للقراءة دون اتصال: 1\.4 ميجابايت، في 28 \S+ الساعة 14:05\.$/)
    expect(savedText(en.Offline, { ...meta, failed: ['/emergency'] })).toBe('Saved for offline: 1.4 MB, on 28 Nov at 14:05. 1 could not be saved.')
    expect(progressText(en.Offline, 3, 40)).toBe('Saving for offline… 3 of 40')
  })
})

describe('the pictures a saved page keeps', () => {
  const card = '(max-width: 560px) 100vw, (max-width: 768px) 50vw, (max-width: 75rem) 33vw, 25rem'

  it('measures a picture’s slot from its sizes at the page’s width', () => {
    expect(slotWidth(card, 390)).toBe(390)
    expect(slotWidth(card, 700)).toBe(350)
    expect(slotWidth(card, 1000)).toBeCloseTo(330)
    expect(slotWidth(card, 1400)).toBe(400)
    expect(slotWidth('56px', 390)).toBe(56)
    expect(slotWidth(undefined, 390)).toBe(390)
    // What it cannot read, it takes as the whole width (never a copy too small).
    expect(slotWidth('(orientation: portrait) 50vw, 100vw', 390)).toBe(390)
    expect(slotWidth('calc(100vw - 2rem)', 390)).toBe(390)
  })

  it('keeps the copy the browser would load: the smallest at least as wide as the slot times the density', () => {
    const srcset = '/img/64/a.jpg 64w, /img/384/a.jpg 384w, /img/640/a.jpg 640w, /img/828/a.jpg 828w, /img/1200/a.jpg 1200w'
    expect(chosenSource({ src: '/img/1200/a.jpg', srcset, sizes: card }, 390, 2)).toBe('/img/828/a.jpg')
    expect(chosenSource({ src: '/img/1200/a.jpg', srcset, sizes: card }, 390, 1)).toBe('/img/640/a.jpg')
    expect(chosenSource({ src: '/img/1200/a.jpg', srcset, sizes: '56px' }, 390, 1)).toBe('/img/64/a.jpg')
    expect(chosenSource({ src: '/img/1200/a.jpg', srcset, sizes: '100vw' }, 1920, 2)).toBe('/img/1200/a.jpg')
    expect(chosenSource({ src: '/a.png', srcset: '/a.png 1x, /a@2x.png 2x' }, 390, 3)).toBe('/a@2x.png')
    expect(chosenSource({ src: '/img/640/a.jpg' }, 390, 2)).toBe('/img/640/a.jpg')
    expect(chosenSource({}, 390, 2)).toBeNull()
  })

  it('reads the <img>s of a page, same origin only, once each', () => {
    const html = `<img alt="" src="/img/1200/a.jpg" srcset="/img/384/a.jpg 384w, /img/828/a.jpg 828w" sizes="100vw">
      <img alt="" src="/img/1200/a.jpg" srcset="/img/384/a.jpg 384w, /img/828/a.jpg 828w" sizes="100vw">
      <img alt="" src="/_next/image?url=%2Fb.png&amp;w=128&amp;q=75">
      <img alt="" src="https://tiles.example/1.png"><img alt="" src="data:image/gif;base64,R0lG">`
    expect(picturesOf(html, `${ORIGIN}/state-details/Dhalkut`, 390, 2)).toEqual([`${ORIGIN}/img/828/a.jpg`, `${ORIGIN}/_next/image?url=%2Fb.png&w=128&q=75`])
  })

  it('finds the later chunks a script names', () => {
    const script = 'e.l("static/chunks/0abc.js"),e.l("static/chunks/leaflet.1f2e.css");import("/_next/static/chunks/xyz-1.js");"static/media/a.woff2"'
    expect(chunksNamedIn(script, ORIGIN)).toEqual([
      `${ORIGIN}/_next/static/chunks/0abc.js`,
      `${ORIGIN}/_next/static/chunks/leaflet.1f2e.css`,
      `${ORIGIN}/_next/static/chunks/xyz-1.js`,
    ])
  })
})
