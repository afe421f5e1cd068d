import { describe, expect, it } from 'vitest'

import { eventJsonLd } from '@/features/events/jsonld'
import { newsArticleJsonLd } from '@/features/news/jsonld'
import { homeJsonLd } from '@/lib/metadata/organization'
import { mapPlacesJsonLd, wilayatJsonLd } from '@/features/seo/places'
import { LIST_SCREENS, sitemapEntries, sitemapXml, sitePath } from '@/features/seo/sitemap'
import { socialMetadata } from '@/lib/metadata/social'
import { homeTitle, pageTitle } from '@/lib/metadata/title'
import type { Page } from '@/payload-types'

const BASE = 'https://www.dhofar.example'

describe('sitemap', () => {
  const pages = [
    { uniqueUrl: 'home', category: 'home' as const, updatedAt: '2026-11-01T10:00:00.000Z' },
    { uniqueUrl: 'about', category: 'general' as const, updatedAt: '2026-11-02T10:00:00.000Z' },
    { uniqueUrl: 'khareef-dhofar-festival', category: 'events' as const, updatedAt: '2026-11-03T10:00:00.000Z' },
    { uniqueUrl: 'searchresult', category: 'general' as const, updatedAt: null },
  ]
  const entries = sitemapEntries(pages, BASE)

  it('lists every page in both languages at its public path, search results excluded', () => {
    expect(entries.map((e) => e.url)).toEqual([
      `${BASE}/`,
      `${BASE}/ar`,
      `${BASE}/about`,
      `${BASE}/ar/about`,
      `${BASE}/event-details/khareef-dhofar-festival`,
      `${BASE}/ar/event-details/khareef-dhofar-festival`,
      ...LIST_SCREENS.flatMap(({ path }) => [`${BASE}${path}`, `${BASE}/ar${path}`]),
    ])
    expect(sitePath({ uniqueUrl: 'searchresult', category: 'general' })).toBeUndefined()
  })

  it('lists the past events too', () => {
    expect(entries.map((e) => e.url)).toContain(`${BASE}/past-events`)
    expect(entries.map((e) => e.url)).toContain(`${BASE}/ar/past-events`)
  })

  it('dates every list screen by the latest change of what it lists (and of its own page)', () => {
    const listed = [
      ...pages,
      { uniqueUrl: 'festival-2', category: 'events' as const, updatedAt: '2026-11-05T10:00:00.000Z' },
      { uniqueUrl: 'news-1', category: 'news' as const, updatedAt: '2026-10-01T10:00:00.000Z' },
      { uniqueUrl: 'news-2', category: 'news' as const, updatedAt: '2026-10-03T10:00:00.000Z' },
      { uniqueUrl: 'Salalah', category: 'states' as const, updatedAt: '2026-09-01T10:00:00.000Z' },
      { uniqueUrl: 'states', category: 'general' as const, updatedAt: '2026-08-01T10:00:00.000Z' },
      { uniqueUrl: 'open-data', category: 'general' as const, updatedAt: '2026-12-01T10:00:00.000Z' },
    ]
    const dated = sitemapEntries(listed, BASE, {
      places: '2026-09-15T10:00:00.000Z',
      datasets: '2026-07-01T10:00:00.000Z',
      emergency: '2026-06-20T10:00:00.000Z',
    })
    const lastmod = (path: string) => dated.find((e) => e.url === `${BASE}${path}`)?.lastModified
    expect(lastmod('/news-list')).toEqual(new Date('2026-10-03T10:00:00.000Z'))
    expect(lastmod('/ar/upcoming-events')).toEqual(new Date('2026-11-05T10:00:00.000Z'))
    expect(lastmod('/past-events')).toEqual(new Date('2026-11-05T10:00:00.000Z'))
    expect(lastmod('/states')).toEqual(new Date('2026-09-01T10:00:00.000Z'))
    expect(lastmod('/interactiveMap')).toEqual(new Date('2026-09-15T10:00:00.000Z'))
    // Its own page changed after the data sets.
    expect(lastmod('/open-data')).toEqual(new Date('2026-12-01T10:00:00.000Z'))
    // The emergency numbers: the global's last save, in both languages.
    expect(lastmod('/emergency')).toEqual(new Date('2026-06-20T10:00:00.000Z'))
    expect(lastmod('/ar/emergency')).toEqual(new Date('2026-06-20T10:00:00.000Z'))
    // Each address once.
    expect(new Set(dated.map((e) => e.url)).size).toBe(dated.length)
    // A list with nothing in it has no date rather than a made-up one.
    expect(lastmod('/seasons')).toBeUndefined()
  })

  it('names the hreflang alternates (en, ar, x-default) and the CMS last change', () => {
    const about = entries.find((e) => e.url === `${BASE}/ar/about`)!
    expect(about.alternates?.languages).toEqual({ en: `${BASE}/about`, ar: `${BASE}/ar/about`, 'x-default': `${BASE}/about` })
    expect(about.lastModified).toEqual(new Date('2026-11-02T10:00:00.000Z'))
  })

  it('writes loc and lastmod before the alternates (the schema order), XML-escaped', () => {
    const xml = sitemapXml([
      { url: `${BASE}/a?x=1&y=2`, lastModified: new Date('2026-11-02T10:00:00.000Z'), alternates: { languages: { en: `${BASE}/a?x=1&y=2`, ar: `${BASE}/ar/a` } } },
    ])
    expect(xml).toContain(
      [
        '<url>',
        `<loc>${BASE}/a?x=1&amp;y=2</loc>`,
        '<lastmod>2026-11-02T10:00:00.000Z</lastmod>',
        `<xhtml:link rel="alternate" hreflang="en" href="${BASE}/a?x=1&amp;y=2" />`,
        `<xhtml:link rel="alternate" hreflang="ar" href="${BASE}/ar/a" />`,
        '</url>',
      ].join('\n'),
    )
  })
})

describe('titles and social cards', () => {
  it('keeps a title that already names the site from the layout template', () => {
    // One separator and the site name once: a trailing site name is left to the layout's " · {site name}".
    expect(pageTitle('FAQ | Dhofar Governorate')).toBe('FAQ')
    expect(pageTitle('الأسئلة الشائعة | محافظة ظفار')).toBe('الأسئلة الشائعة')
    expect(pageTitle('Salalah | Wilayats of Dhofar')).toBe('Salalah · Wilayats of Dhofar')
    expect(pageTitle('Salalah - Wilayats of Dhofar — Dhofar Governorate')).toBe('Salalah · Wilayats of Dhofar')
    expect(pageTitle('Strategy of Dhofar Governorate')).toEqual({ absolute: 'Strategy of Dhofar Governorate' })
    expect(pageTitle('Khareef 2026-2027')).toBe('Khareef 2026-2027')
    expect(homeTitle('Dhofar Governorate | Official website', 'Dhofar Governorate')).toBe('Dhofar Governorate · Official website')
    expect(homeTitle('', 'محافظة ظفار')).toBe('محافظة ظفار')
    expect(pageTitle('Privacy Policy')).toBe('Privacy Policy')
  })

  it('gives Open Graph and Twitter everything, with the other language as alternate', () => {
    const meta = socialMetadata({ title: 'الأسئلة', path: '/FAQ', locale: 'ar', uniqueUrl: 'FAQ' })
    expect(meta.openGraph).toMatchObject({ url: '/ar/FAQ', locale: 'ar_AR', alternateLocale: ['en_US'], siteName: 'محافظة ظفار' })
    expect(meta.openGraph?.images).toEqual([{ url: '/og/ar/FAQ.jpg', width: 1200, height: 630, alt: 'الأسئلة', type: 'image/jpeg' }])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })
})

describe('structured data', () => {
  const event = (over: Partial<Page>) =>
    ({
      id: 1,
      uniqueUrl: 'festival',
      title: 'Festival',
      category: 'events',
      pageDate: '2026-08-01T12:00:00.000Z',
      showDate: true,
      event: { location: 'Festival grounds, Salalah', lat: 17.0194, lng: 54.0897, endDate: '2026-08-01T19:00:00.000Z' },
      ...over,
    }) as Page

  it('an event has its end, a Place with a localised address and geo, attendance mode and organiser', () => {
    const data = JSON.parse(eventJsonLd(event({}), 'ar', BASE, 'محافظة ظفار'))
    expect(data.startDate).toBe('2026-08-01T12:00:00.000Z')
    expect(data.endDate).toBe('2026-08-01T19:00:00.000Z')
    expect(data.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: 'محافظة ظفار', addressCountry: 'OM' } })
    expect(data.location.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 17.0194, longitude: 54.0897 })
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(data.organizer).toMatchObject({ '@type': 'GovernmentOrganization', name: 'محافظة ظفار', logo: { url: `${BASE}/og/logo.png` } })
  })

  it('an event whose date is hidden publishes no date at all', () => {
    const text = eventJsonLd(event({ showDate: false }), 'en', BASE, 'Dhofar Governorate')
    expect(text).not.toContain('startDate')
    expect(text).not.toContain('endDate')
  })

  it('a news article names its author and publisher with a logo', () => {
    const data = JSON.parse(newsArticleJsonLd({ uniqueUrl: 'n', title: 'T', date: '2026-01-01T00:00:00Z' }, 'en', BASE, 'Dhofar Governorate'))
    expect(data.author['@type']).toBe('GovernmentOrganization')
    expect(data.publisher.logo).toEqual({ '@type': 'ImageObject', url: `${BASE}/og/logo.png`, width: 512, height: 512 })
  })

  it('home: the organisation with address and social accounts, and a WebSite SearchAction', () => {
    const data = JSON.parse(
      homeJsonLd({ siteName: 'Dhofar Governorate', contact: { address: 'P.O. Box 1\nSalalah' }, social: [{ url: 'https://x.com/dhofar' }, { url: null }] }, 'en', BASE),
    )
    const [org, site] = data['@graph']
    expect(org).toMatchObject({ '@type': 'GovernmentOrganization', sameAs: ['https://x.com/dhofar'], address: { streetAddress: 'P.O. Box 1, Salalah', addressLocality: 'Salalah' } })
    expect(site.potentialAction.target.urlTemplate).toBe(`${BASE}/searchresult?q={search_term_string}`)
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string')
  })

  it('wilayats and map places carry geo', () => {
    const wilayat = JSON.parse(wilayatJsonLd({ title: 'Taqah', path: '/state-details/Taqah' }, { lat: 17.14, lng: 54.4 }, 'en', BASE))
    expect(wilayat.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 17.14, longitude: 54.4 })
    const list = JSON.parse(mapPlacesJsonLd([{ name: 'Mughsail', lat: 16.88, lng: 53.78 }], '/interactiveMap', 'en', BASE))
    expect(list.itemListElement[0].item).toMatchObject({ '@type': 'TouristAttraction', geo: { latitude: 16.88 } })
  })

  it('is safe inside a script element', () => {
    expect(eventJsonLd(event({ title: '</script><b>' }), 'en', BASE, 'D')).not.toContain('</script>')
  })
})

