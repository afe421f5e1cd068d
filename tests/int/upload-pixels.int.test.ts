/**
 * Uploads above the pixel cap (src/collections/Media/pixelCap.ts) are refused with a 413 and a message in the
 * admin's language, before Payload decodes them: a 16000 × 16000 PNG cost about 1.1 s and 350 MB to process. The
 * pictures here are a PNG header and an empty image stream (a few dozen bytes): only the header is ever read.
 */
import { crc32, deflateSync } from 'node:zlib'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_PIXELS } from '@/collections/Media/pixelCap'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'

import { testPayload, userOf } from './helpers'

let payload: Payload
let token: string

/** A PNG that declares `width` × `height` pixels. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body) >>> 0)
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth; colour type 0 (grey)
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))])
}

const upload = (file: Buffer, name: string, language: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A picture too large' }))
  return handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}/api/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `JWT ${token}`, 'accept-language': language, origin: env.SITE_URL, [PEER_HEADER]: '198.51.100.250' },
    }),
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const user = await userOf(payload, 'editor')
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'Integration-editor-password-1' } })).token!
})

describe('the pixel cap on uploads', () => {
  it('refuses a 16000 × 16000 PNG with a 413 in the admin language, and keeps nothing', async () => {
    const before = await payload.count({ collection: 'media' })
    const english = await upload(pngHeader(16000, 16000), 'huge.png', 'en')
    expect(english.status).toBe(413)
    const message = (await english.json()).errors[0].message as string
    expect(message).toContain('16000 × 16000')
    expect(message).toContain(`${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`)
    const arabic = await upload(pngHeader(16000, 16000), 'huge.png', 'ar')
    expect(arabic.status).toBe(413)
    expect((await arabic.json()).errors[0].message).toContain('ميغابكسل')
    // Beyond sharp's own limit on what it decodes, the size is still read and refused the same way.
    expect((await upload(pngHeader(30000, 30000), 'huger.png', 'en')).status).toBe(413)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses it through the Local API too', async () => {
    const file = pngHeader(10000, 5001)
    await expect(
      payload.create({ collection: 'media', data: { alt: 'Too large' }, file: { data: file, mimetype: 'image/png', name: 'big.png', size: file.length } }),
    ).rejects.toMatchObject({ status: 413 })
  })

  it('accepts an ordinary picture', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a7' } }).png().toBuffer()
    const response = await upload(small, `ok-${Date.now()}.png`, 'en')
    expect(response.status).toBe(201)
    await payload.delete({ collection: 'media', id: (await response.json()).doc.id })
  })
})
