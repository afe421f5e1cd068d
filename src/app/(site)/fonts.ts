/**
 * Self-hosted fonts for Latin and Arabic text (no third-party host, docs/product.md; ADR 0010). `npm run fonts`
 * (scripts/fonts.mjs) cuts the @fontsource-variable files down to the weights and characters the site uses and writes
 * them to `public/fonts/<face>.<hash>.woff2` (cached for a year: the hash changes with the bytes), with their
 * @font-face rules in `fonts.generated.css` and their URLs in `fonts.generated.json`.
 *
 * How the two faces combine: each declares the unicode-range it covers, and globals.css builds one stack
 * `Noto Sans Arabic, Noto Sans, <metric-adjusted Arial>, system fonts`. Arabic letters take the Arabic face, Latin
 * letters, digits and punctuation take Noto Sans, in both languages and in mixed text, whatever the lang attribute.
 *
 * What is preloaded where: the Latin face on every page (English text, and the digits and names of Arabic pages), the
 * Arabic face on Arabic pages only, where it is the text's own font and is needed for the first paint. English pages
 * never fetch it: their one Arabic word, the language switch's label, is set in a system font (LanguageSwitch).
 */
import { preload } from 'react-dom'

import { localeInfo, type Locale } from '@/i18n/locales'

import fontUrls from './fonts.generated.json'
import './fonts.generated.css'

function preloadFont(href: string) {
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
}

/** Call while rendering the layout: React puts the preload links at the top of <head>. */
export function preloadFonts(locale: Locale) {
  preloadFont(fontUrls.latin)
  if (localeInfo(locale).dir === 'rtl') preloadFont(fontUrls.arabic)
}
