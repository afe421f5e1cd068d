/**
 * The web app manifest of each language (`/manifest/en.webmanifest`, `/manifest/ar.webmanifest`), linked by the layout:
 * the site can be installed on a phone's home screen in the visitor's language, opening in its own window. Colours are
 * the design tokens' (src/app/(site)/globals.css): the bar in `--color-brand-strong`, the splash in `--color-sand`.
 * The icons are drawn from the emblem by scripts/app-icons.ts and committed under public/app-icons/.
 */
import { localeInfo, type Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { localizedPath } from '@/i18n/paths'

/** `--color-brand-strong`. */
export const THEME_COLOUR = '#0a4f44'
/** `--color-sand`. */
export const BACKGROUND_COLOUR = '#f6f1e7'

export const manifestPath = (locale: Locale) => `/manifest/${locale}.webmanifest`

/** The app icons (scripts/app-icons.ts writes them): the emblem, and a maskable one inside the safe zone. */
export const APP_ICONS = [
  { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

export function webManifest(locale: Locale) {
  const t = messages[locale]
  const home = localizedPath('/', locale)
  return {
    // Two apps, one per language: each its own id, start page and scope (`/` and `/ar`; the start page must be inside the scope).
    id: home,
    name: t.Metadata.siteName,
    short_name: t.Offline.appShortName,
    description: t.Metadata.defaultDescription,
    lang: locale,
    dir: localeInfo(locale).dir,
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
  }
}
