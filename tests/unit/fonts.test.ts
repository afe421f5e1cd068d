/**
 * The web fonts (scripts/fonts.mjs, ADR 0010): the committed files are what the script writes today, and the cut-down
 * faces still hold every character the site's own texts use (interface messages in both languages and the seeded
 * content), so no Arabic or Latin letter falls back to a system font.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { beforeAll, describe, expect, it } from 'vitest'

import { FACES, FONT_DIR, MANIFEST, STYLESHEET, buildFonts, manifestOf, stylesheetOf } from '../../scripts/fonts.mjs'

type BuiltFont = { key: string; file: string; bytes: Uint8Array; unicodeRange: string }

const ROOT = path.resolve(__dirname, '..', '..')

/** Every file under `dir` whose name ends with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The characters of the site's own texts: messages in both languages and the seed's content. */
const siteText = [
  ...filesUnder(path.join(ROOT, 'src/i18n/messages'), ['.json']),
  ...filesUnder(path.join(ROOT, 'src/seed/data'), ['.ts', '.json']),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('')

function inRange(unicodeRange: string, codePoint: number) {
  return unicodeRange.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16))
    return codePoint >= from && codePoint <= to
  })
}

async function codePointsOf(woff2: Uint8Array): Promise<Set<number>> {
  const sfnt: Uint8Array = await fontverter.convert(Buffer.from(woff2), 'sfnt')
  return new Set(new Face(new Blob(sfnt)).collectUnicodes())
}

let fonts: BuiltFont[]
beforeAll(async () => {
  fonts = await buildFonts()
}, 30_000)

describe('web fonts', () => {
  it('the committed font files, stylesheet and URLs are what `npm run fonts` writes', () => {
    const woff2s = readdirSync(FONT_DIR).filter((name) => name.endsWith('.woff2'))
    expect(woff2s.sort()).toEqual(fonts.map((font) => font.file).sort())
    for (const font of fonts) expect(readFileSync(path.join(FONT_DIR, font.file)).equals(Buffer.from(font.bytes))).toBe(true)
    expect(JSON.parse(readFileSync(MANIFEST, 'utf8'))).toEqual(manifestOf(fonts))
    expect(readFileSync(STYLESHEET, 'utf8')).toBe(stylesheetOf(fonts))
  })

  it.each(FACES.map((face: { key: string }) => face.key))('the %s face has every character of the site texts in its range', async (key) => {
    const font = fonts.find((f) => f.key === key)!
    const have = await codePointsOf(font.bytes)
    const needed = [...new Set(siteText)].map((ch) => ch.codePointAt(0)!).filter((cp) => inRange(font.unicodeRange, cp) && !/\p{Cc}/u.test(String.fromCodePoint(cp)))
    // Sanity: the texts really use this face (Arabic letters, Latin letters), so the check below cannot pass empty.
    expect(needed.length).toBeGreaterThan(40)
    const missing = needed.filter((cp) => !have.has(cp)).map((cp) => `U+${cp.toString(16).toUpperCase()} ${String.fromCodePoint(cp)}`)
    expect(missing).toEqual([])
  })

  it('is cut down: the Arabic face is under a fifth of the full variable file', () => {
    const arabic = fonts.find((f) => f.key === 'arabic')!
    expect(arabic.bytes.length).toBeLessThan(32 * 1024)
  })
})
