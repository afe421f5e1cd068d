/** Routing of a search result: every row of the table in src/features/search/routing.ts, in both languages. */
import { describe, expect, it } from 'vitest'

import type { PageCategory } from '@/lib/content-model'
import { resultPath } from '@/features/search/routing'

const page = (uniqueUrl: string, category: PageCategory = 'general', title = 'A page') => ({ uniqueUrl, category, title })

describe('resultPath: by category first', () => {
  const rows: [PageCategory, string][] = [
    ['news', '/news-details/x'],
    ['events', '/event-details/x'],
    ['seasons', '/season-details/x'],
    ['states', '/state-details/x'],
    ['economy', '/economy/x'],
    ['openData', '/open-data-details/x'],
  ]
  it.each(rows)('%s → %s', (category, path) => {
    expect(resultPath(page('x', category), 'en')).toBe(path)
    expect(resultPath(page('x', category), 'ar')).toBe(`/ar${path}`)
  })

  it('home → /', () => {
    expect(resultPath(page('home', 'home'), 'en')).toBe('/')
    expect(resultPath(page('home', 'home'), 'ar')).toBe('/ar')
  })

  it('wins over the title and the reserved URLs', () => {
    expect(resultPath(page('about', 'news', 'State economy season'), 'en')).toBe('/news-details/about')
    expect(resultPath(page('x', 'events', 'News of the season'), 'en')).toBe('/event-details/x')
  })
})

describe('resultPath: reserved unique URLs (general pages)', () => {
  const reserved = ['privacy', 'open-data', 'states', 'e-visa', 'about', 'searchresult', 'mapLeaflet', 'news-list',
    'interactiveMap', 'discover-dhofar', 'seasons', 'upcoming-events']

  it.each(reserved)('%s → its root route, whatever the title says', (url) => {
    expect(resultPath(page(url, 'general', 'Economy news of the state this season'), 'en')).toBe(`/${url}`)
    expect(resultPath(page(url, 'general', 'أخبار'), 'ar')).toBe(`/ar/${url}`)
  })

  it('event-details (a prefix, no screen of its own) → the events list', () => {
    expect(resultPath(page('event-details', 'general', 'Economy news'), 'en')).toBe('/upcoming-events')
    expect(resultPath(page('event-details'), 'ar')).toBe('/ar/upcoming-events')
  })

  it("'' → the home page", () => {
    expect(resultPath(page(''), 'en')).toBe('/')
    expect(resultPath(page(''), 'ar')).toBe('/ar')
  })

  it('matches regardless of case and uses the route’s spelling', () => {
    expect(resultPath(page('Privacy'), 'en')).toBe('/privacy')
    expect(resultPath(page('MAPLEAFLET'), 'en')).toBe('/mapLeaflet')
  })
})

describe('resultPath: title rules (general pages)', () => {
  const rows: [string, string][] = [
    ['The economy of Dhofar', '/economy/'],
    ['Economic projects', '/economy/'],
    ['Fisheries sector', '/economy/'],
    ['قطاع الثروة السمكية', '/economy/'],
    ['الاقتصاد في ظفار', '/economy/'],
    ['المشاريع الاقتصادية', '/economy/'],
    ['The state of Taqah', '/state-details/'],
    ['States of Dhofar', '/state-details/'],
    ['ولاية طاقة', '/state-details/'],
    ['الولايات العشر', '/state-details/'],
    ['Governorate news', '/news-details/'],
    ['خبر عاجل', '/news-details/'],
    ['آخر الأخبار', '/news-details/'],
    ['أخبار المحافظة', '/news-details/'],
    ['The Khareef season', '/season-details/'],
    ['موسم الخريف', '/season-details/'],
    ['مواسم ظفار', '/season-details/'],
  ]
  it.each(rows)('%s → %s{u}', (title, base) => {
    expect(resultPath(page('My-Page', 'general', title), 'en')).toBe(`${base}My-Page`)
    expect(resultPath(page('My-Page', 'general', title), 'ar')).toBe(`/ar${base}My-Page`)
  })

  it('applies the rules in the briefed order: economy, state, news, season', () => {
    expect(resultPath(page('p', 'general', 'State economy'), 'en')).toBe('/economy/p')
    expect(resultPath(page('p', 'general', 'Season news of the state'), 'en')).toBe('/state-details/p')
    expect(resultPath(page('p', 'general', 'Season news'), 'en')).toBe('/news-details/p')
  })

  it('matches whole words only', () => {
    expect(resultPath(page('p', 'general', 'Real estate and newsletters'), 'en')).toBe('/p')
    expect(resultPath(page('p', 'general', 'مختبر'), 'ar')).toBe('/ar/p')
  })
})

describe('resultPath: anything else', () => {
  it('→ /{uniqueUrl}, encoded, under /ar for Arabic', () => {
    expect(resultPath(page('FAQ', 'general', 'Questions'), 'en')).toBe('/FAQ')
    expect(resultPath(page('FAQ', 'general', 'الأسئلة الشائعة'), 'ar')).toBe('/ar/FAQ')
    expect(resultPath(page('Supplier-registration-services', 'general', 'Suppliers'), 'en')).toBe('/Supplier-registration-services')
  })
})
