/**
 * The visitor's remembered language, in the two places that read it: the NEXT_LOCALE cookie (the proxy redirects
 * unprefixed paths by it, src/proxy.ts) and `localStorage.langID` (the language id: 1 Arabic, 2 English).
 * Storage can be unavailable (privacy modes, blocked cookies): then the visitor simply is not remembered.
 */
import { localeInfo, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

export const LANGUAGE_ID_KEY = 'langID'

/** The cookie as next-intl's routing config describes it (name, one-year max-age, SameSite=Lax), on path `/`. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const config = typeof routing.localeCookie === 'object' ? routing.localeCookie : {}
  const parts = [`${config.name ?? 'NEXT_LOCALE'}=${locale}`, 'path=/']
  if (config.maxAge !== undefined) parts.push(`max-age=${config.maxAge}`)
  if (config.sameSite) parts.push(`samesite=${String(config.sameSite)}`)
  if (secure) parts.push('secure')
  return parts.join('; ')
}

export function storeLanguageId(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_ID_KEY, String(localeInfo(locale).languageId))
  } catch {
    // Storage disabled: nothing to remember it in.
  }
}

export function rememberLanguage(locale: Locale) {
  storeLanguageId(locale)
  document.cookie = localeCookie(locale, window.location.protocol === 'https:')
}
