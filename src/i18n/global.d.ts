import type { Locale } from './locales'
import type { Messages } from './messages'

/** Type-checks message keys and locales for next-intl. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
