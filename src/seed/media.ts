/** Seed media: generated artwork and the committed home video, uploaded once each (found again by file name). */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { renderArt } from './art'
import type { SeedImage } from './types'

const CONTEXT = { disableRevalidate: true }

async function findByFilename(payload: Payload, filename: string) {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs[0]?.id
}

function sizeFor(subject: SeedImage['subject']) {
  const [width, height] = subject === 'logo' ? [600, 300] : subject === 'person' ? [800, 800] : [1600, 1000]
  const scale = env.SEED_IMAGE_SCALE
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** The picture's JPEG, painted from its seed description (deterministic: the same image gives the same bytes). */
export function paintImage(image: SeedImage, label?: string): Promise<Buffer> {
  return renderArt({ subject: image.subject, variant: image.variant, label, ...sizeFor(image.subject) })
}

/**
 * Creates the media document for a seed image unless one with its file name exists. `painted` is the picture,
 * painted ahead (see seedImagesAll); it is painted here when not given. Returns the document's id.
 */
export async function upsertImage(payload: Payload, image: SeedImage, label?: string, painted?: Promise<Buffer>): Promise<number> {
  const filename = `${image.key}.jpg`
  const existing = await findByFilename(payload, filename)
  if (existing !== undefined) return Number(existing)
  const data = await (painted ?? paintImage(image, label))
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: image.alt.en },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
    context: CONTEXT,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'ar', data: { alt: image.alt.ar }, context: CONTEXT })
  return Number(doc.id)
}

export async function upsertVideo(payload: Payload, key: 'home', alt: { en: string; ar: string }): Promise<number> {
  const filename = `${key}.mp4`
  const existing = await findByFilename(payload, filename)
  if (existing !== undefined) return Number(existing)
  const data = await readFile(path.resolve(process.cwd(), 'src/seed/media', filename))
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { data, mimetype: 'video/mp4', name: filename, size: data.length },
    context: CONTEXT,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'ar', data: { alt: alt.ar }, context: CONTEXT })
  return Number(doc.id)
}
