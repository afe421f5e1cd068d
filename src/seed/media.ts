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

export async function upsertImage(payload: Payload, image: SeedImage, label?: string): Promise<number> {
  const filename = `${image.key}.jpg`
  const existing = await findByFilename(payload, filename)
  if (existing !== undefined) return Number(existing)
  const data = await renderArt({ subject: image.subject, variant: image.variant, label, ...sizeFor(image.subject) })
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
