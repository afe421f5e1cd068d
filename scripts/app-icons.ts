/**
 * Writes the installed app's icons into public/app-icons/ from the emblem (src/components/site/emblem.ts), with sharp
 * (`npm run app-icons`); commit them. The web app manifests name them (src/features/offline/manifest.ts).
 * - icon-192.png, icon-512.png: the emblem's disc filling the square, transparent around it;
 * - maskable-512.png: the brand-green square (the disc's colour) with the emblem inside the central 80 % circle that
 *   every launcher's mask keeps (the "safe zone"), so no mask cuts it.
 * tests/unit/app-icons.test.ts fails while the files are missing or of the wrong size.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { EMBLEM_COLOURS, emblemSvg } from '../src/components/site/emblem'

const folder = path.resolve('public/app-icons')
mkdirSync(folder, { recursive: true })

const emblem = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">${emblemSvg()}</svg>`

// The emblem in 70 % of the square: its disc (r 23 of 24) stays inside the safe zone's circle (40 % of the side).
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${EMBLEM_COLOURS.disc}"/><g transform="translate(7.2 7.2) scale(0.7)">${emblemSvg()}</g></svg>`

for (const [file, svg] of [
  ['icon-192.png', emblem(192)],
  ['icon-512.png', emblem(512)],
  ['maskable-512.png', maskable(512)],
] as const) {
  const target = path.join(folder, file)
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target)
  console.log(`wrote ${target}`)
}
