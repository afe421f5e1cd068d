/**
 * Text drawn as SVG paths with the site's own fonts, shaped by HarfBuzz: Arabic letters join and run right to
 * left as in the browser, with no system font or network needed (the card and logo images are rendered by sharp,
 * whose SVG renderer would otherwise need fonts installed on the server). The fonts are the site's committed
 * web fonts (public/fonts, see scripts/fonts.mjs), unpacked from WOFF2 once per process.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'

import fontFiles from '@/app/(site)/fonts.generated.json'

export type Script = keyof typeof fontFiles

type LoadedFont = { font: hb.Font; upem: number }

const fonts = new Map<Script, Promise<LoadedFont>>()

function loadFont(script: Script): Promise<LoadedFont> {
  let font = fonts.get(script)
  if (!font) {
    font = (async () => {
      const woff2 = await readFile(path.join(process.cwd(), 'public', fontFiles[script]))
      const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype')))
      return { font: new hb.Font(face), upem: face.upem }
    })()
    fonts.set(script, font)
  }
  return font
}

export type ShapedLine = { width: number; svg: (x: number, baseline: number) => string }

/** Shapes one line of text at `size` px and weight; `svg` draws it with its start edge's left end at x. */
export async function shapeLine(text: string, script: Script, size: number, weight = 400): Promise<ShapedLine> {
  const { font, upem } = await loadFont(script)
  font.setVariations([new hb.Variation('wght', weight)])
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({ ...glyph, path: font.glyphToPath(glyph.codepoint) }))
  const scale = size / upem
  const advance = glyphs.reduce((sum, g) => sum + (g.xAdvance ?? 0), 0)
  return {
    width: (advance * size) / upem,
    svg: (x, baseline) => {
      let pen = 0
      const parts: string[] = []
      for (const g of glyphs) {
        if (g.path) parts.push(`<path transform="translate(${pen + (g.xOffset ?? 0)} ${-(g.yOffset ?? 0)}) scale(1 -1)" d="${g.path}"/>`)
        pen += g.xAdvance ?? 0
      }
      return `<g transform="translate(${x} ${baseline}) scale(${scale})">${parts.join('')}</g>`
    },
  }
}

/** Whether a text needs the Arabic font (any Arabic letter). */
export const scriptOf = (text: string): Script => (/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text) ? 'arabic' : 'latin')

/** Breaks text into lines no wider than `maxWidth` (at word boundaries), at most `maxLines`, the last one cut with "…". */
export async function wrap(text: string, script: Script, size: number, weight: number, maxWidth: number, maxLines: number): Promise<ShapedLine[]> {
  const words = text.trim().split(/\s+/)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (current && (await shapeLine(candidate, script, size, weight)).width > maxWidth) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    lines.length = maxLines
    lines[maxLines - 1] = `${lines[maxLines - 1]} …`
  }
  return Promise.all(lines.map((line) => shapeLine(line, script, size, weight)))
}
