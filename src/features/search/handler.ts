/**
 * GET /api/v1/search?term=&languageId=&limit=&page=: the briefed result fields
 * (imageId, uniqueUrl, pgPageLngs with title and description, imageUrl) plus `url`, the routed path, and
 * `score` and `matches` for ranking and highlighting. An empty or blank term answers an empty list at once and
 * touches nothing; languageId defaults to 1 (Arabic), as briefed. `page` (from 1) pages through the results
 * `limit` at a time, and the envelope's `total` is their true number.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { localeFromLanguageId, localeInfo, locales } from '@/i18n/locales'

import { ok, type ApiResult } from '../public-api/envelope'
import { parse } from '../public-api/handlers'
import type { ApiSearchResult } from '../public-api/schemas'
import { DEFAULT_RESULTS, MAX_COUNTED, MAX_RESULTS, MAX_TERM_LENGTH, searchPagesPaged, termLength } from './service'

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

const languageIds = locales.map((l) => l.languageId).sort((a, b) => a - b)

/**
 * Also the OpenAPI document's parameters (public-api/openapi.ts). What JSON Schema cannot say of a refinement (the
 * term's length in characters as a visitor counts them, the language ids) is stated beside it with `.meta`.
 */
export const searchQuery = z.object({
  term: z
    .string()
    .default('')
    .transform((term) => term.trim())
    .refine((term) => termLength(term) <= MAX_TERM_LENGTH, `must be at most ${MAX_TERM_LENGTH} characters`)
    .meta({ maxLength: MAX_TERM_LENGTH, description: 'Trimmed; empty gives no results' }),
  languageId: z.coerce
    .number({ error: 'must be 1 (Arabic) or 2 (English)' })
    .int('must be 1 (Arabic) or 2 (English)')
    .refine((id) => localeFromLanguageId(id) !== undefined, 'must be 1 (Arabic) or 2 (English)')
    .default(1)
    .meta({ enum: languageIds, description: '1 Arabic, 2 English' }),
  limit: whole(1, MAX_RESULTS).default(DEFAULT_RESULTS),
  page: whole(1, MAX_COUNTED).default(1),
})

export type { ApiSearchResult }

export async function searchHandler(
  payload: Payload,
  query: Record<string, string | undefined>,
): Promise<ApiResult<ApiSearchResult[]>> {
  const parsed = parse(searchQuery, query)
  if ('error' in parsed) return parsed.error
  const { term, languageId, limit, page } = parsed.data
  if (!term) return ok([])
  const locale = localeFromLanguageId(languageId) ?? 'ar'
  const { results, total } = await searchPagesPaged(payload, term, locale, page, limit)
  const answer = ok(
    results.map((result): ApiSearchResult => ({
      imageId: result.imageId,
      uniqueUrl: result.uniqueUrl,
      pgPageLngs: [{ languageId: localeInfo(locale).languageId, title: result.title, description: result.description || null }],
      imageUrl: result.imageUrl,
      url: result.url,
      score: result.score,
      matches: result.matches,
    })),
  )
  return { ...answer, body: { ...answer.body, total } }
}
