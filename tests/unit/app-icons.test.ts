/** The installed app's icons (scripts/app-icons.ts, named by src/features/offline/manifest.ts) are committed, at their sizes. */
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { APP_ICONS } from '@/features/offline/manifest'

describe('app icons', () => {
  it.each(APP_ICONS)('$src is a PNG of $sizes', async ({ src, sizes }) => {
    const meta = await sharp(path.join('public', src)).metadata()
    expect(meta.format).toBe('png')
    expect(`${meta.width}x${meta.height}`).toBe(sizes)
  })

  it('has a maskable icon whose corners are the brand colour (no transparency for a mask to show)', async () => {
    const maskable = APP_ICONS.find((icon) => icon.purpose === 'maskable')
    const { data } = await sharp(path.join('public', maskable!.src)).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0x0f, 0x6b, 0x5c])
  })
})
