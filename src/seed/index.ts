/**
 * The bilingual seed of the whole site. Idempotent: what exists (found by unique URL, file name or key) is left
 * as the editors have it; only what is missing is written. `reset` first removes all content (not the users).
 */
import type { Payload } from 'payload'

import { pageData, withRowIds, type Refs } from './build'
import {
  seedClassifications,
  seedDatasets,
  seedFooterMenu,
  seedHeaderMenu,
  seedImages,
  seedLogoLabels,
  seedPages,
  seedPlaceConditions,
  seedPlaceTravel,
  seedPlaces,
  seedSiteSettings,
  seedSocial,
  seedSponsors,
} from './data'
import { REGION_STYLES } from '@/lib/content-model'
import { pageLinks } from '@/migrations/menu-links-to-pages'

import { seedAlerts } from './data/alerts'
import * as emergency from './data/emergency'
import { markdownConverter } from './lexical'
import { paintImage, upsertImage, upsertVideo } from './media'
import type { SeedMenuItem } from './types'

const CONTEXT = { disableRevalidate: true }
export type SeedLog = (message: string) => void

export async function resetContent(payload: Payload, log: SeedLog) {
  // Settings refer to sponsor logos, which cannot be removed while referenced. The globals themselves are
  // rewritten by the seed that follows a reset.
  await payload.updateGlobal({ slug: 'settings', data: { sponsors: [] }, context: CONTEXT })
  for (const collection of ['alerts', 'pages', 'media', 'datasets', 'places', 'classifications', 'ratings'] as const) {
    // A bulk delete works through a page of documents at a time: repeat until none is left.
    let removed = 0
    for (;;) {
      const { docs, errors } = await payload.delete({ collection, where: { id: { exists: true } }, context: CONTEXT })
      if (errors.length) throw new Error(`Could not remove ${collection}: ${errors[0].message}`)
      if (!docs.length) break
      removed += docs.length
    }
    log(`removed ${removed} ${collection}`)
  }
}

/** How many pictures are painted ahead of the one being stored: enough to keep both cores busy, bounded memory. */
const PAINT_AHEAD = 3

/**
 * Media documents are written one at a time (one database writer), while the next pictures are painted in
 * parallel with it: painting (SVG to JPEG) and Payload's WebP renditions of the previous picture overlap, which
 * roughly halves the first seed on two cores. Pictures that already exist are never painted.
 */
async function seedImagesAll(payload: Payload, log: SeedLog) {
  const existing = new Set(
    (await payload.find({ collection: 'media', depth: 0, pagination: false, select: { filename: true } })).docs.map((d) => d.filename),
  )
  const painted = new Map<string, Promise<Buffer>>()
  const paint = (index: number) => {
    const image = seedImages[index]
    if (!image || existing.has(`${image.key}.jpg`) || painted.has(image.key)) return
    const picture = paintImage(image, seedLogoLabels[image.key])
    picture.catch(() => {}) // awaited (and its error thrown) by upsertImage below
    painted.set(image.key, picture)
  }
  const ids = new Map<string, number>()
  for (let i = 0; i < seedImages.length; i++) {
    for (let ahead = i; ahead <= i + PAINT_AHEAD; ahead++) paint(ahead)
    const image = seedImages[i]
    ids.set(image.key, await upsertImage(payload, image, seedLogoLabels[image.key], painted.get(image.key)))
    painted.delete(image.key)
    if ((i + 1) % 20 === 0 || i + 1 === seedImages.length) log(`images ${i + 1}/${seedImages.length}`)
  }
  return ids
}

async function seedClassificationsAll(payload: Payload) {
  const ids = new Map<string, number>()
  for (const c of seedClassifications) {
    const found = await payload.find({ collection: 'classifications', where: { key: { equals: c.key } }, limit: 1 })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const doc = await payload.create({ collection: 'classifications', locale: 'en', data: { key: c.key, name: c.name.en }, context: CONTEXT })
      await payload.update({ collection: 'classifications', id: doc.id, locale: 'ar', data: { name: c.name.ar }, context: CONTEXT })
      id = doc.id
    }
    ids.set(c.key, Number(id))
  }
  return ids
}

async function seedDatasetsAll(payload: Payload, now: Date) {
  for (const d of seedDatasets) {
    const found = await payload.find({ collection: 'datasets', where: { key: { equals: d.key } }, limit: 1 })
    if (found.docs.length) continue
    const data = Buffer.from(d.csv.endsWith('\n') ? d.csv : `${d.csv}\n`, 'utf8')
    const fields = (lang: 'en' | 'ar') => ({
      title: d.title[lang],
      subTitle: d.subTitle[lang],
      description: d.description[lang],
      category: d.category[lang],
      publisher: d.publisher[lang],
    })
    const columns = d.columns.map((c) => ({ name: c.name, type: c.type, description: c.description.en }))
    const doc = await payload.create({
      collection: 'datasets',
      locale: 'en',
      data: { key: d.key, license: d.license, modified: new Date(d.modified || now).toISOString(), columns, ...fields('en') },
      file: { data, mimetype: 'text/csv', name: `${d.key}.csv`, size: data.length },
      context: CONTEXT,
    })
    // The column rows are shared by both languages: the Arabic save keeps their ids and adds the Arabic descriptions.
    const arColumns = (doc.columns ?? []).map((c, i) => ({ ...c, description: d.columns[i]?.description.ar }))
    await payload.update({ collection: 'datasets', id: doc.id, locale: 'ar', data: { ...fields('ar'), columns: arColumns }, context: CONTEXT })
  }
}

async function seedPlacesAll(payload: Payload, now: Date) {
  for (const place of seedPlaces) {
    const found = await payload.find({ collection: 'places', where: { key: { equals: place.key } }, limit: 1 })
    if (found.docs.length) continue
    const region = REGION_STYLES.find((r) => r === place.region)
    if (!region) throw new Error(`Seed place "${place.key}" names an unknown region "${place.region}"`)
    // What is well established about visiting it (./data/interactive-map-places.ts); the rest stays "not recorded".
    const travel = seedPlaceTravel.find((facts) => facts.key === place.key)
    const data = {
      key: place.key,
      region,
      lat: place.lat,
      lng: place.lng,
      ...(travel?.free ? { fee: { kind: 'free' as const } } : {}),
      ...(travel?.bestSeasons ? { bestSeasons: travel.bestSeasons } : {}),
    }
    // The example conditions (./data/interactive-map-places.ts), from the seed's run on.
    const c = seedPlaceConditions.find((condition) => condition.key === place.key)
    const condition = c ? { status: c.status, expires: new Date(now.getTime() + c.days * 24 * 3600 * 1000).toISOString() } : undefined
    const doc = await payload.create({
      collection: 'places',
      locale: 'en',
      data: { ...data, name: place.name.en, safety: travel?.safety?.en, condition: condition && { ...condition, note: c?.note.en } },
      context: CONTEXT,
    })
    await payload.update({ collection: 'places', id: doc.id, locale: 'ar', data: { name: place.name.ar, safety: travel?.safety?.ar, ...(c ? { condition: { note: c.note.ar } } : {}) }, context: CONTEXT })
  }
}

/** The example alerts (./data/alerts.ts), published, in both languages, once. */
async function seedAlertsAll(payload: Payload, now: Date) {
  for (const alert of seedAlerts) {
    const found = await payload.find({ collection: 'alerts', where: { title: { equals: alert.title.en } }, locale: 'en', limit: 1, depth: 0 })
    if (found.docs.length) continue
    const places = await payload.find({ collection: 'places', where: { key: { in: alert.places } }, limit: 20, depth: 0 })
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000).toISOString()
    const data = {
      severity: alert.severity,
      category: alert.category,
      wilayats: alert.wilayats,
      places: places.docs.map((place) => place.id),
      onset: hoursAgo(alert.startedHoursAgo),
      expires: hoursAgo(alert.endedHoursAgo),
    }
    const doc = await payload.create({ collection: 'alerts', locale: 'en', draft: true, data: { ...data, title: alert.title.en, message: alert.message.en, _status: 'draft' }, context: CONTEXT })
    await payload.update({ collection: 'alerts', id: doc.id, locale: 'ar', draft: true, data: { title: alert.title.ar, message: alert.message.ar }, context: CONTEXT })
    await payload.update({ collection: 'alerts', id: doc.id, locale: 'en', data: { _status: 'published' }, context: CONTEXT })
  }
}

async function seedPagesAll(payload: Payload, refs: Refs, log: SeedLog, now: Date) {
  const md = await markdownConverter(payload)
  let created = 0
  for (const page of seedPages) {
    const found = await payload.find({
      collection: 'pages',
      where: { uniqueUrl: { equals: page.uniqueUrl } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (found.docs.length) continue
    const en = pageData(page, 'en', refs, md, now)
    const doc = await payload.create({ collection: 'pages', locale: 'en', data: en, draft: page.draft, context: CONTEXT })
    const stored = await payload.findByID({ collection: 'pages', id: doc.id, locale: 'en', depth: 0, draft: true })
    const ar = withRowIds(pageData(page, 'ar', refs, md, now), stored)
    await payload.update({ collection: 'pages', id: doc.id, locale: 'ar', data: ar, draft: page.draft, context: CONTEXT })
    created += 1
  }
  log(`pages: ${created} created, ${seedPages.length - created} already there`)
}

/** Where a seeded entry leads: the page whose address it names, picked (so it follows a rename), else the address. */
function menuTarget(url: string | undefined, pages: Map<string, number>) {
  const page = url ? pages.get(url) : undefined
  return page ? { page, url: null } : { page: null, url }
}

function menuData(items: SeedMenuItem[], lang: 'en' | 'ar', pages: Map<string, number>) {
  return items.map((i) => ({
    title: i.title[lang],
    ...menuTarget(i.url, pages),
    isActive: i.active ?? true,
    subItems: (i.subItems ?? []).map((s) => ({ title: s.title[lang], ...menuTarget(s.url, pages), isActive: true })),
  }))
}

/** The published pages by address, as the menu migration links them (src/migrations/menu-links-to-pages.ts). */
async function publishedPageLinks(payload: Payload): Promise<Map<string, number>> {
  const pages = await payload.find({ collection: 'pages', where: { _status: { equals: 'published' } }, select: { uniqueUrl: true, category: true }, pagination: false, depth: 0 })
  const rows = pages.docs.map((p) => ({ id: p.id, unique_url: p.uniqueUrl ?? null, category: p.category ?? null }))
  return new Map(pageLinks(rows).map(({ path, id }) => [path, id]))
}

async function seedMenu(payload: Payload, slug: 'header' | 'footer', items: SeedMenuItem[], force: boolean) {
  const current = await payload.findGlobal({ slug, depth: 0 })
  if (current.items?.length && !force) return
  const pages = await publishedPageLinks(payload)
  await payload.updateGlobal({ slug, locale: 'en', data: { items: menuData(items, 'en', pages) }, context: CONTEXT })
  const stored = await payload.findGlobal({ slug, locale: 'en', depth: 0 })
  await payload.updateGlobal({ slug, locale: 'ar', data: withRowIds({ items: menuData(items, 'ar', pages) }, stored), context: CONTEXT })
}

async function seedSettings(payload: Payload, images: Map<string, number>, force: boolean) {
  const current = await payload.findGlobal({ slug: 'settings', depth: 0 })
  if (current.siteName && !force) return
  const s = seedSiteSettings
  const data = (lang: 'en' | 'ar') => ({
    siteName: s.siteName[lang],
    tagline: s.tagline[lang],
    copyright: s.copyright[lang],
    eventTemperatureText: s.eventTemperatureText[lang],
    contact: { phone: s.contact.phone, email: s.contact.email, address: s.contact.address[lang] },
    social: seedSocial.map((x) => ({ network: x.network, url: x.url, handle: x.handle })),
    sponsors: seedSponsors.map((x) => ({ name: x.name[lang], tier: x.tier, logo: images.get(x.image) ?? 0, url: x.url })),
  })
  await payload.updateGlobal({ slug: 'settings', locale: 'en', data: data('en'), context: CONTEXT })
  const stored = await payload.findGlobal({ slug: 'settings', locale: 'en', depth: 0 })
  await payload.updateGlobal({ slug: 'settings', locale: 'ar', data: withRowIds(data('ar'), stored), context: CONTEXT })
}

/** The emergency numbers (./data/emergency.ts), in both languages, unless the editors already keep some. */
async function seedEmergencyNumbers(payload: Payload, force: boolean) {
  const current = await payload.findGlobal({ slug: 'emergency-numbers', depth: 0 })
  if ((current.general?.length || current.wilayats?.length) && !force) return
  const data = (lang: 'en' | 'ar') => ({
    intro: emergency.intro[lang],
    general: emergency.general.map((n) => ({ label: n.label[lang], phone: n.phone, note: n.note?.[lang] })),
    wilayats: emergency.facilities.map((w) => ({
      wilayat: w.wilayat,
      facilities: w.facilities.map((f) => ({ name: f.name[lang], phone: f.phone, note: f.note?.[lang] })),
    })),
  })
  await payload.updateGlobal({ slug: 'emergency-numbers', locale: 'en', data: data('en'), context: CONTEXT })
  const stored = await payload.findGlobal({ slug: 'emergency-numbers', locale: 'en', depth: 0 })
  await payload.updateGlobal({ slug: 'emergency-numbers', locale: 'ar', data: withRowIds(data('ar'), stored), context: CONTEXT })
}

export async function seed(payload: Payload, { reset = false, log = console.log as SeedLog } = {}) {
  const now = new Date()
  if (reset) await resetContent(payload, log)
  const images = await seedImagesAll(payload, log)
  const homeVideo = await upsertVideo(payload, 'home', {
    en: 'Animated illustration of green mountains in monsoon mist during the Khareef season',
    ar: 'رسم متحرك لجبال خضراء يلفّها ضباب الخريف',
  })
  const classifications = await seedClassificationsAll(payload)
  const refs: Refs = {
    image: (key) => {
      const id = images.get(key)
      if (id === undefined) throw new Error(`Seed refers to an unknown image "${key}"`)
      return id
    },
    video: () => homeVideo,
    classification: (key) => {
      const id = classifications.get(key)
      if (id === undefined) throw new Error(`Seed refers to an unknown classification "${key}"`)
      return id
    },
  }
  await seedPlacesAll(payload, now)
  await seedAlertsAll(payload, now)
  await seedDatasetsAll(payload, now)
  log(`data sets: ${seedDatasets.length}`)
  await seedPagesAll(payload, refs, log, now)
  await seedMenu(payload, 'header', seedHeaderMenu, reset)
  await seedMenu(payload, 'footer', seedFooterMenu, reset)
  await seedSettings(payload, images, reset)
  await seedEmergencyNumbers(payload, reset)
  log('menus, settings and emergency numbers ready')
}
