/**
 * The cached read of the emergency numbers (src/lib/cached-read.ts), kept under `global:emergency-numbers`, which
 * the global's hook expires on a save. Read as an anonymous visitor.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

/** The global in one language (uncached; tests read it). */
export const findEmergencyNumbers = (payload: Payload, locale: Locale) =>
  payload.findGlobal({ slug: 'emergency-numbers', locale, depth: 0, overrideAccess: false })

export const getEmergencyNumbers = cachedRead('emergency-numbers', findEmergencyNumbers, {
  tags: () => [tags.global('emergency-numbers')],
})
