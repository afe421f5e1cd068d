import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_CATEGORIES } from './content-model'
import { BAD_ADDRESS_SEGMENT, DETAIL_BASES, pagePath, pathByCategory, parsePlacesFilter, placesPath, routes, screenPath, SCREENS } from './page-routes'

const siteRoutes = path.resolve(__dirname, '../app/(site)/[locale]')

/** A screen's folder answers its own address: a page.tsx, directly or under an optional catch-all ([[...view]]). */
const answers = (folder: string) =>
  existsSync(path.join(folder, 'page.tsx')) ||
  readdirSync(folder).some((entry) => entry.startsWith('[[...') && existsSync(path.join(folder, entry, 'page.tsx')))

describe('the public addresses', () => {
  it('every builder names a route that exists', () => {
    expect(routes.home).toBe('/')
    const built = {
      newsDetail: routes.newsDetail('a'),
      eventDetail: routes.eventDetail('a'),
      seasonDetail: routes.seasonDetail('a'),
      stateDetail: routes.stateDetail('Salalah'),
      economy: routes.economy('Tourism-Sector'),
      openDataDetail: routes.openDataDetail('guide'),
    }
    expect(built).toEqual({
      newsDetail: '/news-details/a',
      eventDetail: '/event-details/a',
      seasonDetail: '/season-details/a',
      stateDetail: '/state-details/Salalah',
      economy: '/economy/Tourism-Sector',
      openDataDetail: '/open-data-details/guide',
    })
    for (const base of Object.values(DETAIL_BASES)) {
      expect(existsSync(path.join(siteRoutes, base, '[pageUrl]', 'page.tsx')), base).toBe(true)
    }
    expect(routes.eventCalendar('a b')).toBe('/event-details/a%20b/calendar.ics')
    expect(existsSync(path.join(siteRoutes, 'event-details/[pageUrl]/calendar.ics/route.ts'))).toBe(true)
    expect(routes.stateOfflineList('Dhalkut')).toBe('/state-details/Dhalkut/offline.json')
    expect(existsSync(path.join(siteRoutes, 'state-details/[pageUrl]/offline.json/route.ts'))).toBe(true)
    expect(routes.page('FAQ')).toBe('/FAQ')
    expect(existsSync(path.join(siteRoutes, '[...path]', 'page.tsx'))).toBe(true)
    expect(routes.place('wadi-darbat')).toBe('/places/wadi-darbat')
    expect(existsSync(path.join(siteRoutes, 'places/[key]/page.tsx'))).toBe(true)
    expect(placesPath({ wilayat: 'taqah', offer: 'step-free' })).toBe('/places/filter/taqah/step-free')
    expect(placesPath({ wilayat: null, offer: 'free-entry' })).toBe('/places/filter/free-entry')
    expect(placesPath({ wilayat: null, offer: null })).toBe('/places')
    expect(existsSync(path.join(siteRoutes, 'places/filter/[...view]/page.tsx'))).toBe(true)
  })

  it('every screen has its route, and every route folder is a screen or a detail base', () => {
    for (const screen of SCREENS) expect(answers(path.join(siteRoutes, screen)), screen).toBe(true)
    const known = new Set<string>([...SCREENS, ...Object.values(DETAIL_BASES).map((base) => base.slice(1)), '[...path]', 'dev', BAD_ADDRESS_SEGMENT])
    const folders = readdirSync(siteRoutes, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    for (const folder of folders) expect(known, `src/app/(site)/[locale]/${folder.name} is not listed in page-routes.ts`).toContain(folder.name)
  })

  it('reads the places list’s filter addresses, and nothing else', () => {
    const slugs = ['taqah', 'salalah']
    expect(parsePlacesFilter(['taqah'], slugs)).toEqual({ wilayat: 'taqah', offer: null })
    expect(parsePlacesFilter(['free-entry'], slugs)).toEqual({ wilayat: null, offer: 'free-entry' })
    expect(parsePlacesFilter(['salalah', 'step-free'], slugs)).toEqual({ wilayat: 'salalah', offer: 'step-free' })
    for (const bad of [[], ['step-free', 'taqah'], ['nowhere'], ['taqah', 'taqah'], ['taqah', 'step-free', 'x']]) expect(parsePlacesFilter(bad, slugs), bad.join('/')).toBeNull()
  })

  it('routes each category to its screen', () => {
    expect(pathByCategory({ uniqueUrl: 'home', category: 'home' })).toBe('/')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'news' })).toBe('/news-details/a')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'events' })).toBe('/event-details/a')
    expect(pathByCategory({ uniqueUrl: 'a', category: 'seasons' })).toBe('/season-details/a')
    expect(pathByCategory({ uniqueUrl: 'Salalah', category: 'states' })).toBe('/state-details/Salalah')
    expect(pathByCategory({ uniqueUrl: 'Tourism-Sector', category: 'economy' })).toBe('/economy/Tourism-Sector')
    expect(pathByCategory({ uniqueUrl: 'guide', category: 'openData' })).toBe('/open-data-details/guide')
    expect(pathByCategory({ uniqueUrl: 'FAQ', category: 'general' })).toBeUndefined()
    for (const category of PAGE_CATEGORIES) expect(pagePath({ uniqueUrl: 'x', category })).toMatch(/^\//)
    expect(pagePath({ uniqueUrl: 'FAQ', category: 'general' })).toBe('/FAQ')
  })

  it('sends a reserved unique URL to its screen whatever its case', () => {
    expect(screenPath('Privacy')).toBe('/privacy')
    expect(screenPath('faq')).toBe('/FAQ')
    expect(screenPath('')).toBe('/')
    expect(screenPath('event-details')).toBe('/upcoming-events')
    expect(screenPath('Emergency')).toBe('/emergency')
    expect(screenPath('Tourism-Sector')).toBeUndefined()
  })
})
