import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ART_SUBJECTS, renderArt, type ArtOptions } from '../../src/seed/art'

/** Mean absolute difference (0-255) between two images, compared at a small common size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (img: Buffer) => sharp(img).resize(48, 30, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const [x, y] = await Promise.all([small(a), small(b)])
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i])
  return sum / x.length
}

async function maxStdev(img: Buffer): Promise<number> {
  const { channels } = await sharp(img).stats()
  return Math.max(...channels.map((c) => c.stdev))
}

describe('renderArt', () => {
  it('returns a JPEG of the requested size', async () => {
    const img = await renderArt({ subject: 'beach', variant: 1, width: 640, height: 400 })
    expect(img.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const meta = await sharp(img).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(400)
  })

  it('defaults to 1600 x 1000', async () => {
    const meta = await sharp(await renderArt({ subject: 'fort' })).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 1000])
  })

  it('paints other aspect ratios too (square, portrait)', async () => {
    for (const [width, height] of [[400, 400], [300, 450]]) {
      const img = await renderArt({ subject: 'khareef-mountains', width, height })
      const meta = await sharp(img).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
      expect(await maxStdev(img)).toBeGreaterThan(10)
    }
  })

  it('gives different pictures for different subjects', async () => {
    const a = await renderArt({ subject: 'desert-dunes', width: 320, height: 200 })
    const b = await renderArt({ subject: 'waterfall', width: 320, height: 200 })
    expect(a.equals(b)).toBe(false)
    expect(await difference(a, b)).toBeGreaterThan(10)
  })

  it('gives different pictures for different variants of a subject', async () => {
    const a = await renderArt({ subject: 'camels', variant: 0, width: 320, height: 200 })
    const b = await renderArt({ subject: 'camels', variant: 1, width: 320, height: 200 })
    expect(await difference(a, b)).toBeGreaterThan(5)
  })

  it('is deterministic: same inputs give identical bytes', async () => {
    const opts: ArtOptions = { subject: 'frankincense', variant: 3, width: 480, height: 300 }
    const [a, b] = await Promise.all([renderArt(opts), renderArt(opts)])
    expect(a.equals(b)).toBe(true)
  })

  it('is not a flat colour', async () => {
    const img = await renderArt({ subject: 'khareef-mountains', width: 400, height: 250 })
    expect(await maxStdev(img)).toBeGreaterThan(15)
  })

  it('draws the label into the logo, so two sponsors differ', async () => {
    const a = await renderArt({ subject: 'logo', label: 'Oman LNG', width: 400, height: 250 })
    const b = await renderArt({ subject: 'logo', label: 'Salalah Port', width: 400, height: 250 })
    expect(a.equals(b)).toBe(false)
  })

  it('renders every subject', { timeout: 60_000 }, async () => {
    for (const subject of ART_SUBJECTS) {
      const img = await renderArt({ subject, variant: 2, width: 160, height: 100, label: 'Sponsor' })
      const meta = await sharp(img).metadata()
      expect([subject, meta.width, meta.height]).toEqual([subject, 160, 100])
      expect([subject, (await maxStdev(img)) > 8]).toEqual([subject, true])
    }
  })

  it('rejects an unknown subject', async () => {
    await expect(renderArt({ subject: 'nope' as ArtOptions['subject'] })).rejects.toThrow(/Unknown art subject/)
  })
})
