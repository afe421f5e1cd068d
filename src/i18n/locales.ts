/**
 * The one list of languages. It feeds Payload's localization, next-intl's routing and the layout's <html lang dir>.
 * English is the default and lives unprefixed; Arabic lives under /ar (docs/product.md).
 */
export const locales = [
  { code: 'en', label: 'English', nativeLabel: 'English', dir: 'ltr', languageId: 2 },
  { code: 'ar', label: 'Arabic', nativeLabel: 'العربية', dir: 'rtl', languageId: 1 },
] as const

export type Locale = (typeof locales)[number]['code']
export const localeCodes = locales.map((l) => l.code) as [Locale, ...Locale[]]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value)
}

export function localeInfo(code: Locale) {
  return locales.find((l) => l.code === code) ?? locales[0]
}

/** The language id (1 Arabic, 2 English, docs/product.md) to locale; unknown ids give undefined. */
export function localeFromLanguageId(id: number): Locale | undefined {
  return locales.find((l) => l.languageId === id)?.code
}
