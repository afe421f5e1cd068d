/**
 * Self-hosted fonts for Latin and Arabic text (decisions.md: no third-party host). The woff2 files come from the
 * @fontsource-variable packages; next/font copies them into the build, preloads them and serves them from our origin.
 *
 * How the two families combine: each face declares the unicode-range of its subset, and globals.css builds one stack
 * `Noto Sans Arabic, Noto Sans, <metric-adjusted Arial>, system fonts`. Arabic letters take the Arabic face, Latin
 * letters, digits and punctuation take Noto Sans, in both languages and in mixed text, whatever the lang attribute.
 *
 * Why only Noto Sans gets a metric-adjusted fallback (adjustFontFallback): next/font glues a fallback face,
 * `local("Arial")`, right after its font in the variable. Were the Arabic font to get one, it would sit before Noto Sans
 * in the stack, and where Arial has Latin glyphs (Windows, macOS) it would take Latin letters and digits away from
 * Noto Sans. While the Arabic font is still loading, Arabic text briefly shows in the Latin fallback or a system font.
 *
 * Subsets: `latin` covers English and Western digits; `latin-ext` is left out (Dhofar's place names need none of it, a
 * rare character falls back to a system font). Italic is left out too: Arabic has none and the site uses little of it,
 * so the browser slants the upright face rather than every page preloading another 40 kB.
 */
import localFont from 'next/font/local'

// next/font reads these options at build time, before any code runs: every value must be a literal (no constants,
// no template strings). The unicode ranges are those @fontsource declares for these subset files.
const notoSans = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-noto-sans',
  display: 'swap',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

const notoSansArabic = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-noto-arabic',
  display: 'swap',
  // Not preloaded: English pages would fetch 167 kB they barely use ahead of their main picture. The face is
  // fetched when the first Arabic letter is laid out, which on Arabic pages is at once.
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC',
    },
  ],
})

/** Put on <html>: defines --font-noto-sans and --font-noto-arabic, which globals.css combines into --font-family. */
export const fontClassName = `${notoSans.variable} ${notoSansArabic.variable}`
