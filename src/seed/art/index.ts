/**
 * Generated artwork for the seed: `renderArt({ subject, variant })` paints a flat vector illustration of the
 * subject as SVG (see ./scenes) and rasterises it with sharp into a JPEG. Deterministic: the same inputs give
 * the same bytes. See ./README.md.
 */
import sharp from 'sharp'
import { palette } from './palette'
import { Rng } from './prng'
import { SCENES } from './scenes'
import { Canvas } from './svg'
import type { ArtSubject } from './subjects'

export { ART_SUBJECTS, type ArtSubject } from './subjects'

export type ArtOptions = {
  subject: ArtSubject
  /** Changes time of day, palette, positions and details. Any integer; defaults to 0. */
  variant?: number
  /** Pixels; defaults to 1600 x 1000. */
  width?: number
  height?: number
  /** Short text drawn by the 'logo' subject (a sponsor's short name). Ignored by the others. */
  label?: string
}

/** The SVG document for a picture (exposed for previews and the video generator). */
export function renderArtSvg(opts: ArtOptions): string {
  const width = Math.max(16, Math.round(opts.width ?? 1600))
  const height = Math.max(16, Math.round(opts.height ?? 1000))
  const variant = Math.abs(Math.trunc(opts.variant ?? 0))
  const scene = SCENES[opts.subject]
  if (!scene) throw new Error(`Unknown art subject: ${String(opts.subject)}`)
  const label = opts.label?.trim() || undefined
  // The logo's label takes part in the seed, so two sponsors with the same variant still get different emblems.
  const rng = new Rng(`${opts.subject}#${variant}${opts.subject === 'logo' && label ? `#${label}` : ''}`)
  const mood = scene.moods[variant % scene.moods.length]
  const canvas = new Canvas(width / height, rng, palette(mood), variant, label)
  scene.draw(canvas)
  return canvas.toSvg(width, height)
}

/** A JPEG (mozjpeg, quality 82) of the subject at the given size. */
export async function renderArt(opts: ArtOptions): Promise<Buffer> {
  const svg = renderArtSvg(opts)
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
