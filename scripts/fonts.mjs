/**
 * The site's two web fonts, cut down from the @fontsource-variable files (ADR 0010): `npm run fonts` writes
 * `public/fonts/<face>.<hash>.woff2`, their @font-face rules in `src/app/(site)/fonts.generated.css` and their URLs
 * in `src/app/(site)/fonts.generated.json` (the layout preloads them). Run it after
 * changing a range or weight below or updating a @fontsource-variable package, and commit what it writes; a unit test
 * fails while the committed files differ from what this script would write.
 *
 * What is cut, and why a visitor gains:
 * - weights: the variable `wght` axis is limited to 400-700, the only weights the CSS uses (regular, 600, bold);
 * - Arabic: the Arabic language's part of the Arabic block (U+0600-0671: letters, Arabic-Indic digits, punctuation,
 *   harakat, superscript alef and alef wasla) with keheh and Farsi yeh (ک ی, which Persian keyboard layouts type in
 *   Arabic text), the joiners and direction marks, presentation forms B (text pasted from PDFs) and the rial sign.
 *   Left out: the rest of the Arabic block (letters of Persian, Urdu and other languages, Quranic annotation marks,
 *   Persian digits), Arabic Supplement and Extended-A/B, and presentation forms A, none of which Arabic text needs.
 *   166 kB becomes about 27 kB (39 kB with the whole Arabic block, until 2026-11-28);
 * - Latin: the code points @fontsource's `latin` file declares, unchanged; only the weights are cut.
 * Any character left out falls back to a system font; nothing is lost.
 *
 * Subsetting is HarfBuzz's (`subset-font`, which keeps every glyph the fonts' shaping rules can reach from the kept
 * characters), so joined forms and ligatures still work.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FONT_DIR = path.join(ROOT, 'public', 'fonts')
export const MANIFEST = path.join(ROOT, 'src', 'app', '(site)', 'fonts.generated.json')
export const STYLESHEET = path.join(ROOT, 'src', 'app', '(site)', 'fonts.generated.css')

/** `U+0600-06FF, U+200C` → the characters. */
function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map((hex) => parseInt(hex, 16))
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
    })
    .join('')
}

export const FACES = [
  {
    key: 'latin',
    family: 'Noto Sans Variable',
    source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    key: 'arabic',
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    unicodeRange: 'U+0600-0671, U+06A9, U+06CC, U+200C-200F, U+2010-2011, U+204F, U+2E41, U+FDF2, U+FDFC, U+FE70-FEFC',
  },
]

const WEIGHT = { min: 400, max: 700 }

/** Every face cut down, with its file name (content-hashed, so it can be cached for a year). */
export async function buildFonts() {
  return Promise.all(
    FACES.map(async (face) => {
      const source = readFileSync(path.join(ROOT, 'node_modules', face.source))
      const bytes = await subsetFont(source, charactersOf(face.unicodeRange), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHT },
      })
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
      const slug = face.family.toLowerCase().replace(/ variable$/, '').replace(/\s+/g, '-')
      return { ...face, bytes, sourceBytes: source.length, file: `${slug}.${hash}.woff2` }
    }),
  )
}

/** What the layout reads to preload a face: its URL per key. */
export function manifestOf(fonts) {
  return Object.fromEntries(fonts.map((font) => [font.key, `/fonts/${font.file}`]))
}

/**
 * The @font-face rules. The Latin face gets a metric-adjusted fallback (Arial resized to Noto Sans's metrics, the
 * figures next/font computes), so text shown before the font arrives takes the same room and nothing shifts when it
 * swaps in. The Arabic face has none: a fallback placed before Noto Sans in the stack would take Latin letters and
 * digits away from it wherever Arial is installed.
 */
export function stylesheetOf(fonts) {
  const faces = fonts.map((font) =>
    [
      '@font-face {',
      `  font-family: '${font.family}';`,
      `  src: url('/fonts/${font.file}') format('woff2');`,
      `  font-weight: ${WEIGHT.min} ${WEIGHT.max};`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  unicode-range: ${font.unicodeRange};`,
      '}',
    ].join('\n'),
  )
  const fallback = [
    '@font-face {',
    "  font-family: 'Noto Sans Fallback';",
    "  src: local('Arial');",
    '  ascent-override: 100.41%;',
    '  descent-override: 27.52%;',
    '  line-gap-override: 0%;',
    '  size-adjust: 106.47%;',
    '}',
  ].join('\n')
  return `/* Written by scripts/fonts.mjs (npm run fonts): do not edit. */\n${[...faces, fallback].join('\n\n')}\n`
}

async function main() {
  const fonts = await buildFonts()
  mkdirSync(FONT_DIR, { recursive: true })
  for (const old of readdirSync(FONT_DIR).filter((name) => name.endsWith('.woff2'))) rmSync(path.join(FONT_DIR, old))
  for (const font of fonts) {
    writeFileSync(path.join(FONT_DIR, font.file), font.bytes)
    console.log(`fonts: ${font.file}  ${(font.sourceBytes / 1024).toFixed(1)} kB → ${(font.bytes.length / 1024).toFixed(1)} kB`)
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifestOf(fonts), null, 2)}\n`)
  writeFileSync(STYLESHEET, stylesheetOf(fonts))
  console.log(`fonts: wrote ${path.relative(ROOT, MANIFEST)} and ${path.relative(ROOT, STYLESHEET)}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
