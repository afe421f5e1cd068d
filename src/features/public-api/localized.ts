/**
 * Reads of documents fetched with `locale: 'all'`: each localized field is an object keyed by locale. These
 * helpers turn that into the briefed per-language entries (`languageId` 1 Arabic, 2 English).
 */
import { locales, type Locale } from '@/i18n/locales'

export type LanguageId = (typeof locales)[number]['languageId']
export type LocalizedValue<T> = Partial<Record<Locale, T | null>> | T | null | undefined

/** The value of a localized field in one locale (a plain value, from a non-`all` read, is returned as is). */
export function inLocale<T>(value: LocalizedValue<T>, locale: Locale): T | null {
  if (value && typeof value === 'object' && !Array.isArray(value) && locales.some((l) => l.code in (value as object))) {
    return ((value as Partial<Record<Locale, T | null>>)[locale] ?? null) as T | null
  }
  return (value ?? null) as T | null
}

/** One entry per language, built by `entry` from the locale: the briefed pgPageLngs-style lists. */
export function perLanguage<E>(entry: (locale: Locale) => E): (E & { languageId: LanguageId })[] {
  return locales.map((l) => ({ languageId: l.languageId, ...entry(l.code) }))
}
