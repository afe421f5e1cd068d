/**
 * The public read API as pure functions of a Payload instance and the request's
 * parameters, validated with zod. Only published content: every read goes through the anonymous access rules.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { capPath, findVisibleAlerts, splitAlerts, type PublicAlert } from '@/features/alerts/cms'
import { locales } from '@/i18n/locales'
import { DEFAULT_CATEGORY_IDS, PAGE_CATEGORIES, type PageCategory } from '@/lib/content-model'
import { UNIQUE_URL_PATTERN } from '@/lib/page-routes'

import { findGlobal, findMediaByIds, findPageById, findPageByUrl, findPages } from '@/page-data/data'
import { fail, ok, type ApiResult } from './envelope'
import { inLocale, type LocalizedValue } from './localized'
import type { ApiAlert, ApiImage, ApiMenuItem, ApiPage, ApiSection, ApiSettings } from './schemas'
import { toApiMenu, toApiPage, toApiSection, type CategoryIds, type RawMenuItem, type RawPage } from './shapes'

/*
 * The request parameters' schemas below are also the OpenAPI document's parameters (./openapi.ts): names, types,
 * limits, defaults and patterns come from them. Numbers are chained, not piped, so that their JSON Schema input is
 * the integer with its limits.
 */
const positiveInt = z.number().int('must be a whole number').positive('must be positive').max(2 ** 31)
const id = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(2 ** 31)

function firstError(error: z.ZodError): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'value'] ??= issue.message
  const [field, message] = Object.entries(errors)[0]
  return { message: `Invalid ${field}: ${message}`, errors }
}

export function parse<T extends z.ZodTypeAny>(schema: T, input: unknown): { data: z.infer<T> } | { error: ApiResult<never> } {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data }
  const { message, errors } = firstError(result.error)
  return { error: fail(400, message, errors) }
}

async function categoryIds(payload: Payload): Promise<CategoryIds> {
  const settings = await findGlobal(payload, 'settings', 'en')
  return { ...DEFAULT_CATEGORY_IDS, ...(settings.categoryIds as Partial<CategoryIds> | undefined) }
}

export const pageByUrlParams = z.object({ uniqueUrl: z.string().regex(UNIQUE_URL_PATTERN, 'is not a valid unique URL') })

export async function getPageByUrl(payload: Payload, params: { uniqueUrl: string }): Promise<ApiResult<ApiPage[]>> {
  const parsed = parse(pageByUrlParams, params)
  if ('error' in parsed) return parsed.error
  const page = await findPageByUrl(payload, parsed.data.uniqueUrl, { locale: 'all' })
  return ok(page ? [toApiPage(page as unknown as RawPage, await categoryIds(payload))] : [])
}

export const listQuery = z.object({
  category: id.optional().meta({ description: 'pgPageCategoryId: news 15, events 20, states 28, seasons 82 (see /settings)' }),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10_000).default(1),
})

export async function listPages(payload: Payload, query: Record<string, string | undefined>): Promise<ApiResult<ApiPage[]>> {
  const parsed = parse(listQuery, query)
  if ('error' in parsed) return parsed.error
  const ids = await categoryIds(payload)
  let category: PageCategory | undefined
  if (parsed.data.category !== undefined) {
    category = PAGE_CATEGORIES.find((c) => ids[c] === parsed.data.category)
    if (!category) return fail(404, `Unknown category ${parsed.data.category}`)
  }
  const result = await findPages(payload, {
    category,
    limit: parsed.data.limit,
    page: parsed.data.page,
    // Latest first; pages whose date is hidden (no pageDate in the answer) after the dated ones, so their place among
    // them does not tell the date either.
    sort: ['-showDate', '-pageDate'],
    locale: 'all',
  })
  return ok(result.docs.map((doc) => toApiPage(doc as unknown as RawPage, ids)))
}

export const idParams = z.object({ id })

export async function getSections(payload: Payload, params: { id: string }): Promise<ApiResult<ApiSection[]>> {
  const parsed = parse(idParams, params)
  if ('error' in parsed) return parsed.error
  const page = (await findPageById(payload, parsed.data.id, { locale: 'all' })) as unknown as RawPage | null
  if (!page) return fail(404, `No published page with id ${parsed.data.id}`)
  return ok((page.sections ?? []).map((section, i) => toApiSection(section, i, page.id)))
}

/** An unknown menu type is a 404 (no such resource), not a 400. */
export const menuParams = z.object({ type: z.enum(['header', 'footer']) })

export async function getMenu(payload: Payload, params: { type: string }): Promise<ApiResult<ApiMenuItem[]>> {
  const parsed = menuParams.safeParse(params)
  if (!parsed.success) return fail(404, `Unknown menu type "${params.type.slice(0, 40)}": use header or footer`)
  const menu = await findGlobal(payload, parsed.data.type, 'all')
  return ok(toApiMenu((menu.items ?? []) as unknown as RawMenuItem[]))
}

const idList = z
  .string({ error: 'is required, e.g. ?ids=1,2' })
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of numbers, e.g. 1,2')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .pipe(z.array(positiveInt).min(1).max(100, 'must list at most 100 ids'))

export const imagesQuery = z.object({ ids: idList.meta({ description: 'Comma-separated image ids, at most 100', example: '1,2' }) })

export async function getImages(payload: Payload, query: { ids?: string }): Promise<ApiResult<ApiImage[]>> {
  const parsed = parse(imagesQuery, query)
  if ('error' in parsed) return parsed.error
  const docs = await findMediaByIds(payload, parsed.data.ids)
  return ok(docs.map((doc) => ({ id: doc.id, fileUrl: doc.url ?? null })))
}

export async function getImage(payload: Payload, params: { id: string }): Promise<ApiResult<ApiImage>> {
  const parsed = parse(idParams, params)
  if ('error' in parsed) return parsed.error
  const [doc] = await findMediaByIds(payload, [parsed.data.id])
  if (!doc) return fail(404, `No image with id ${parsed.data.id}`)
  return ok({ id: doc.id, fileUrl: doc.url ?? null })
}

export async function getSettings(
  payload: Payload,
  mapDefaults: { tileUrl: string; tileAttribution: string },
): Promise<ApiResult<ApiSettings>> {
  const s = await findGlobal(payload, 'settings', 'all')
  // Read with `locale: 'all'`: each localized text is an object keyed by locale, whatever the generated types say.
  const both = (value: unknown) => ({ en: inLocale(value as LocalizedValue<string>, 'en'), ar: inLocale(value as LocalizedValue<string>, 'ar') })
  return ok({
    siteName: both(s.siteName),
    tagline: both(s.tagline),
    copyright: both(s.copyright),
    contact: { phone: s.contact?.phone ?? null, email: s.contact?.email ?? null, address: both(s.contact?.address) },
    eventTemperatureText: both(s.eventTemperatureText),
    social: (s.social ?? []).map((x) => ({ network: x.network, url: x.url, handle: x.handle ?? null })),
    sponsors: (s.sponsors ?? []).map((x) => ({
      name: both(x.name),
      tier: x.tier,
      imageUrl: typeof x.logo === 'object' && x.logo ? (x.logo.url ?? null) : null,
      url: x.url ?? null,
    })),
    map: {
      tileUrl: s.map?.tileUrl || mapDefaults.tileUrl,
      tileAttribution: s.map?.tileAttribution || mapDefaults.tileAttribution,
    },
    categoryIds: { ...DEFAULT_CATEGORY_IDS, ...(s.categoryIds as Partial<CategoryIds> | undefined) },
    languages: [
      { languageId: 1, code: 'ar', dir: 'rtl' },
      { languageId: 2, code: 'en', dir: 'ltr' },
    ],
  })
}

function toApiAlert(alert: PublicAlert): ApiAlert {
  return {
    id: alert.id,
    severity: alert.severity,
    category: alert.category,
    wilayats: alert.wilayats,
    places: alert.places.map(({ id, key, lat, lng }) => ({ id, key, lat, lng })),
    onset: alert.onset,
    expires: alert.expires,
    updatedAt: alert.updatedAt,
    link: alert.link,
    capUrl: capPath(alert.id),
    alertLngs: locales.map(({ code, languageId }) => ({ languageId, title: alert.title[code], message: alert.message[code] })),
  }
}

/** The current alerts, most severe first (the banner's order); kept under the `alerts` tag, which expires on time. */
export async function listAlerts(payload: Payload, now = Date.now()): Promise<ApiResult<ApiAlert[]>> {
  return ok(splitAlerts(await findVisibleAlerts(payload), now).current.map(toApiAlert))
}
