/**
 * A refused upload says why, in the editor's language: a file over the 20 MB limit (Payload answered "Something went
 * wrong"), an SVG with a script and a type the Media collection does not take (Payload: "The following field is
 * invalid: file"), through Payload's REST handler as the admin calls it.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'

import { testPayload, userOf } from './helpers'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const user = await userOf(payload, 'editor')
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'Integration-editor-password-1' } })).token!
})

async function upload(file: Blob, name: string, language: 'en' | 'ar') {
  const form = new FormData()
  form.append('file', file, name)
  form.append('_payload', JSON.stringify({ alt: 'Test upload' }))
  const response = await handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}/api/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `JWT ${token}`, origin: env.SITE_URL, 'accept-language': language },
    }),
  })
  return { status: response.status, body: (await response.json()) as { errors: Array<{ message: string; data?: { errors?: Array<{ path: string; message: string }> } }> } }
}

const svgWithScript = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'], { type: 'image/svg+xml' })

describe('a refused upload', () => {
  it('over the size limit says so with the limit, in English and Arabic, as a 413', async () => {
    const big = new Blob([new Uint8Array(21_500_000)], { type: 'image/jpeg' })
    const en = await upload(big, 'big.jpg', 'en')
    expect(en.status).toBe(413)
    expect(en.body.errors[0]?.message).toMatch(/^The file is larger than 20 MB/)
    const ar = await upload(big, 'big.jpg', 'ar')
    expect(ar.status).toBe(413)
    expect(ar.body.errors[0]?.message).toMatch(/^حجم الملف أكبر من 20 ميغابايت/)
  })

  it('an SVG with a script says that scripts are not allowed, on the file field too', async () => {
    const en = await upload(svgWithScript, 'logo.svg', 'en')
    expect(en.status).toBe(400)
    expect(en.body.errors[0]?.message).toMatch(/^SVG files with scripts are not allowed/)
    expect(en.body.errors[0]?.data?.errors?.[0]).toMatchObject({ path: 'file', message: expect.stringMatching(/^SVG files with scripts/) })
    const ar = await upload(svgWithScript, 'logo.svg', 'ar')
    expect(ar.body.errors[0]?.message).toMatch(/^لا يُسمح بملفات SVG التي تحتوي على نصوص برمجية/)
  })

  it('of a type not accepted lists the accepted types', async () => {
    const gif = new Blob([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')], { type: 'image/gif' })
    const en = await upload(gif, 'pixel.gif', 'en')
    expect(en.status).toBe(400)
    expect(en.body.errors[0]?.message).toBe('This type of file is not accepted. Accepted types: JPEG, PNG, WebP, AVIF, SVG, MP4, WebM.')
  })
})
