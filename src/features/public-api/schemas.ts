/**
 * The public API's answers as zod schemas: the one description of each shape. The handlers' return types are
 * inferred from them (a field added, dropped or retyped in a handler and not here fails the typecheck), and the
 * OpenAPI document's components are generated from them (./openapi.ts, docs/decisions/0023-openapi-from-zod.md).
 * Output schemas only: nothing here parses a request.
 */
import { z } from 'zod'

import { locales } from '@/i18n/locales'
import { ALERT_CATEGORIES, ALERT_SEVERITIES } from '@/features/alerts/cms'
import { PAGE_CATEGORIES, REGION_STYLES, type PageCategory } from '@/lib/content-model'

/** The named schemas of the document's `components.schemas`, each under its `id`. */
export const components = z.registry<{ id: string; description?: string }>()

const int = z.number().int()
const text = z.string().nullable()
const languageId = z.literal(locales.map((l) => l.languageId).sort((a, b) => a - b)).meta({ description: '1 Arabic, 2 English' })
const perLanguage = <S extends z.ZodRawShape>(shape: S) => z.array(z.object({ languageId, ...shape }))

export const pageSchema = z
  .object({
    id: int,
    uniqueUrl: z.string(),
    pgPageCategoryId: int.nullable(),
    category: z.enum(PAGE_CATEGORIES),
    statusId: int.meta({ description: '1 = published' }),
    pageDate: text.meta({ description: 'ISO date-time; null when showDate is false (a date the editors hide is published nowhere)' }),
    orderNum: int,
    showDate: z.boolean(),
    imageId: int.nullable(),
    imageUrl: text,
    videoUrl: text,
    pgPageLngs: perLanguage({
      title: text,
      description: text,
      content: z.string().meta({ description: 'Sanitised HTML' }),
      seoTitle: text,
      seoDesc: text,
    }),
  })
  .register(components, { id: 'Page', description: 'A published page, both languages' })

const itemBase = {
  id: z.string(),
  orderNum: int,
  imageId: int.nullable(),
  imageUrl: text,
  toLinkUrl: text,
  categry: text,
}
const itemTexts = { alt: text, title: text, subTitle: text, btnTitle: text }

export const sectionSchema = z
  .object({
    id: z.string(),
    pageId: int,
    isActive: z.boolean(),
    orderNum: int,
    sectionStyle: z.string(),
    pgSlider: z.object({
      pgSliderItems: z.array(z.object({ ...itemBase, pgSliderItemLng: perLanguage({ ...itemTexts, text: z.string() }) })),
    }),
    pgSectionCard: z.object({
      pgSectionCardItems: z.array(
        z.object({ ...itemBase, pgSectionCardItemLngs: perLanguage({ ...itemTexts, description: text, text: z.string() }) }),
      ),
    }),
  })
  .register(components, { id: 'Section', description: 'An active section of a page, with its slider and card items' })

export const menuSubItemSchema = z
  .object({
    id: z.string(),
    isActive: z.boolean(),
    orderNum: int,
    url: text,
    title: text.meta({ description: 'English title' }),
    menuItemLngs: perLanguage({ title: text }),
  })
  .register(components, { id: 'MenuSubItem', description: 'An active sub-item of a menu item' })

export const menuItemSchema = menuSubItemSchema
  .extend({ subItems: z.array(menuSubItemSchema) })
  .register(components, { id: 'MenuItem', description: 'An active menu item, with its active sub-items' })

export const imageSchema = z.object({ id: int, fileUrl: text }).register(components, { id: 'Image', description: 'An image' })

export const searchResultSchema = z
  .object({
    imageId: int.nullable(),
    uniqueUrl: z.string(),
    pgPageLngs: perLanguage({ title: z.string(), description: text }).meta({ description: 'One entry: the searched language' }),
    imageUrl: text,
    url: z.string().meta({ description: 'Site path of the result (under /ar for Arabic)' }),
    score: z.number(),
    matches: z.array(z.string()).meta({ description: 'Matched words in normalised form, for highlighting' }),
  })
  .register(components, { id: 'SearchResult', description: 'A published page matching the term' })

const both = z.object({ en: text, ar: text })
// An object of every category (not a record): its properties are named in the document.
const categoryIdShape = Object.fromEntries(PAGE_CATEGORIES.map((category) => [category, int])) as Record<PageCategory, typeof int>

export const settingsSchema = z
  .object({
    siteName: both,
    tagline: both,
    copyright: both,
    contact: z.object({ phone: text, email: text, address: both }),
    eventTemperatureText: both,
    social: z.array(z.object({ network: z.string(), url: z.string(), handle: text })),
    sponsors: z.array(z.object({ name: both, tier: z.string(), imageUrl: text, url: text })),
    map: z.object({ tileUrl: z.string(), tileAttribution: z.string() }),
    categoryIds: z.object(categoryIdShape).meta({ description: 'pgPageCategoryId of each page category' }),
    languages: z.array(z.object({ languageId, code: z.enum(locales.map((l) => l.code)), dir: z.enum(['ltr', 'rtl']) })),
  })
  .register(components, { id: 'Settings', description: 'Public site settings' })

/** A failed request: no data, a message, and on a 400 the message of each bad parameter. */
export const errorSchema = z
  .object({
    isDone: z.literal(false),
    data: z.null(),
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Per-field messages, keyed by parameter name (present on every 400)' }),
  })
  .register(components, { id: 'Error', description: 'The envelope of a failed request: isDone false, a message' })

/** A 400: the error envelope whose per-field messages are always there. */
export const badRequestSchema = errorSchema
  .extend({ errors: z.record(z.string(), z.string()).meta({ description: 'Per-field messages, keyed by parameter name' }) })
  .register(components, { id: 'BadRequest', description: 'Bad parameter: isDone false, a message and per-field errors' })

/** The briefed envelope of a successful answer: { isDone, data, message }. */
export const alertSchema = z
  .object({
    id: int,
    severity: z.enum(ALERT_SEVERITIES).meta({ description: 'info, advisory, warning or danger (CAP Minor, Moderate, Severe, Extreme)' }),
    category: z.enum(ALERT_CATEGORIES),
    wilayats: z.array(z.enum(REGION_STYLES)).meta({ description: 'Empty: the whole governorate' }),
    places: z.array(z.object({ id: int, key: z.string(), lat: z.number(), lng: z.number() })),
    onset: z.string().meta({ description: 'ISO date-time' }),
    expires: z.string().meta({ description: 'ISO date-time' }),
    updatedAt: z.string().meta({ description: 'ISO date-time of the last change' }),
    link: text,
    capUrl: z.string().meta({ description: 'This alert as CAP 1.2 XML' }),
    alertLngs: perLanguage({ title: text, message: text }),
  })
  .register(components, { id: 'Alert', description: 'A current alert, both languages' })

const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ isDone: z.literal(true), data, message: text })

export const pageListEnvelope = envelopeOf(z.array(pageSchema)).register(components, { id: 'PageListResponse' })
export const sectionListEnvelope = envelopeOf(z.array(sectionSchema)).register(components, { id: 'SectionListResponse' })
export const menuEnvelope = envelopeOf(z.array(menuItemSchema)).register(components, { id: 'MenuResponse' })
export const imageListEnvelope = envelopeOf(z.array(imageSchema)).register(components, { id: 'ImageListResponse' })
export const imageEnvelope = envelopeOf(imageSchema).register(components, { id: 'ImageResponse' })
export const alertListEnvelope = envelopeOf(z.array(alertSchema)).register(components, { id: 'AlertListResponse' })
export const settingsEnvelope = envelopeOf(settingsSchema).register(components, { id: 'SettingsResponse' })
export const searchEnvelope = envelopeOf(z.array(searchResultSchema))
  .extend({ total: int.min(0).optional().meta({ description: 'How many results there are in all (absent for an empty term)' }) })
  .register(components, { id: 'SearchResponse' })

export type ApiPage = z.output<typeof pageSchema>
export type ApiAlert = z.output<typeof alertSchema>
export type ApiSection = z.output<typeof sectionSchema>
export type ApiMenuItem = z.output<typeof menuItemSchema>
export type ApiImage = z.output<typeof imageSchema>
export type ApiSearchResult = z.output<typeof searchResultSchema>
export type ApiSettings = z.output<typeof settingsSchema>
export type ErrorEnvelope = z.output<typeof errorSchema>
/** A successful answer carrying `T` (`total` on the search alone). */
export type OkEnvelope<T> = { isDone: true; data: T; message: string | null; total?: number }
