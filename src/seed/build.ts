/**
 * Seed content → Payload document data, one language at a time. The same function builds both languages, so
 * the Arabic pass has exactly the English pass's structure and only its texts differ.
 */
import type { MarkdownConverter } from './lexical'
import { seasonDateToISO } from './season-dates'
import type { L, SeedDate, SeedDuration, SeedItem, SeedPage } from './types'

export type Lang = keyof L
export type Refs = {
  image: (key: string) => number
  video: (key: 'home') => number
  classification: (key: string) => number
}

export function seedDateToISO(seed: SeedDate, now = new Date()): string {
  if ('season' in seed) return seasonDateToISO(seed, now)
  const { days, hour = 10 } = seed
  // Hours are Asia/Muscat (UTC+4, no daylight saving).
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour - 4))
  return date.toISOString()
}

function text(value: L | undefined, lang: Lang) {
  return value ? value[lang] : undefined
}

function item(source: SeedItem, lang: Lang, refs: Refs, md: MarkdownConverter) {
  return {
    title: text(source.title, lang),
    subTitle: text(source.subTitle, lang),
    btnTitle: text(source.btnTitle, lang),
    description: text(source.description, lang),
    text: source.text ? md(source.text[lang]) : undefined,
    image: source.image ? refs.image(source.image) : undefined,
    link: source.link,
    category: source.category,
  }
}

/** The end of an event that starts at `startIso` and lasts `after`. */
export function seedEndISO(startIso: string, { days = 0, hours = 0, minutes = 0 }: SeedDuration): string {
  return new Date(new Date(startIso).getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString()
}

export function pageData(page: SeedPage, lang: Lang, refs: Refs, md: MarkdownConverter, now = new Date()) {
  const pageDate = page.date ? seedDateToISO(page.date, now) : undefined
  return {
    uniqueUrl: page.uniqueUrl,
    category: page.category,
    _status: page.draft ? ('draft' as const) : ('published' as const),
    pageDate,
    showDate: page.showDate ?? true,
    orderNum: page.order ?? 0,
    image: page.image ? refs.image(page.image) : undefined,
    video: page.video ? refs.video(page.video) : undefined,
    classification: page.classification ? refs.classification(page.classification) : undefined,
    title: page.title[lang],
    description: text(page.description, lang),
    content: page.content ? md(page.content[lang]) : undefined,
    seoTitle: text(page.seoTitle, lang),
    seoDesc: text(page.seoDesc, lang),
    sections: (page.sections ?? []).map((section) => ({
      style: section.style,
      isActive: section.active ?? true,
      sliderItems: (section.slider ?? []).map((s) => item(s, lang, refs, md)),
      cardItems: (section.cards ?? []).map((c) => item(c, lang, refs, md)),
    })),
    event: page.event
      ? {
          categories: page.event.categories,
          season: page.event.season,
          location: page.event.location[lang],
          age: page.event.age[lang],
          time: page.event.time[lang],
          endDate: pageDate && page.event.endsAfter ? seedEndISO(pageDate, page.event.endsAfter) : undefined,
          mapUrl: page.event.mapUrl,
          lat: page.event.lat,
          lng: page.event.lng,
          suitableFor: (page.event.suitableFor ?? []).map((s) => ({ icon: s.icon, label: s.label[lang] })),
        }
      : undefined,
    season: page.season
      ? {
          tag: page.season.tag,
          tags: page.season.tags.map((label) => ({ label: label[lang] })),
          activities: page.season.activities.map((a) => ({ title: a.title[lang], description: a.description[lang] })),
          weatherPlaces: page.season.weatherPlaces.map((p) => ({ name: p.name[lang], lat: p.lat, lng: p.lng })),
        }
      : undefined,
  }
}

/**
 * Copies array row ids from a stored document onto data of the same shape, so that a second-language update
 * fills the existing rows' localized fields instead of replacing the rows.
 */
export function withRowIds<T>(data: T, stored: unknown): T {
  if (Array.isArray(data)) {
    const rows = Array.isArray(stored) ? stored : []
    return data.map((row, i) => {
      const merged = withRowIds(row, rows[i])
      const id = (rows[i] as { id?: unknown } | undefined)?.id
      return id !== undefined && merged && typeof merged === 'object' && !Array.isArray(merged) ? { ...merged, id } : merged
    }) as T
  }
  if (data && typeof data === 'object' && stored && typeof stored === 'object' && !isLexical(data)) {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(data)) out[key] = withRowIds(value, (stored as Record<string, unknown>)[key])
    return out as T
  }
  return data
}

function isLexical(value: object): boolean {
  return 'root' in value
}
