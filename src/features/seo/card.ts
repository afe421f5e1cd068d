/**
 * The 1200×630 images a link preview shows: a page's own picture cropped to the card, or, when it has none, a card
 * with its title in its own language and script beside the emblem and the site's name; and the emblem as a PNG
 * logo for structured data. Rendered by sharp from SVG; text comes as HarfBuzz-shaped paths (./text-paths).
 */
import path from 'node:path'

import sharp from 'sharp'

import { EMBLEM_COLOURS, emblemSvg } from '@/components/site/emblem'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { readUpload, s3Settings } from '@/lib/storage'

import { LOGO_SIZE } from '@/lib/metadata/organization'
import { OG_HEIGHT, OG_WIDTH } from '@/lib/metadata/social'
import { scriptOf, shapeLine, wrap } from './text-paths'

const MARGIN = 80
const TITLE_SIZE = 68
const TITLE_LINE = 1.35

/** A title card: brand-green field, the title (up to three lines) on the start side, the emblem and site name below. */
export async function titleCard(title: string, siteName: string, locale: Locale): Promise<Buffer> {
  const rtl = locale === 'ar'
  const width = OG_WIDTH - 2 * MARGIN
  const lines = await wrap(title, scriptOf(title), TITLE_SIZE, 700, width, 3)
  const lineHeight = TITLE_SIZE * TITLE_LINE
  const top = (OG_HEIGHT - 150 - lines.length * lineHeight) / 2 + TITLE_SIZE
  const text = lines.map((line, i) => line.svg(rtl ? OG_WIDTH - MARGIN - line.width : MARGIN, top + i * lineHeight)).join('')
  const name = await shapeLine(siteName, scriptOf(siteName), 36, 600)
  const emblemSize = 72
  const footerY = OG_HEIGHT - 60 - emblemSize
  const emblemX = rtl ? OG_WIDTH - MARGIN - emblemSize : MARGIN
  const nameX = rtl ? emblemX - 24 - name.width : emblemX + emblemSize + 24
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${EMBLEM_COLOURS.disc}"/>
<rect y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="${EMBLEM_COLOURS.tears}"/>
<g fill="#ffffff">${text}</g>
<g transform="translate(${emblemX} ${footerY}) scale(${emblemSize / 48})"><circle cx="24" cy="24" r="24" fill="${EMBLEM_COLOURS.line}"/>${emblemSvg()}</g>
<g fill="${EMBLEM_COLOURS.line}">${name.svg(nameX, footerY + emblemSize / 2 + 13)}</g>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer()
}

/** A page's own picture (a raster file of the media library), cropped to the card around its centre, as JPEG. */
export async function pictureCard(filename: string): Promise<Buffer | null> {
  const input = await readUpload('media', filename, { settings: s3Settings(env), staticDir: path.join(env.DATA_DIR, 'media') })
  if (!input) return null
  return sharp(input).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'centre' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** The emblem as a square PNG (the organisation's logo in structured data). */
export async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 48 48">${emblemSvg()}</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
