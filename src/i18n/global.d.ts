import type { Locale } from './locales'
import type messages from './messages/en.json'

/** Type-checks message keys and locales for next-intl. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
