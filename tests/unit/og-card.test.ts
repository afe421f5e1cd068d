/**
 * The generated link-preview card: a 1200×630 JPEG with the title in its own script, drawn from the
 * start side of its language (right in Arabic, left in English), shaped by HarfBuzz with the site's fonts.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { titleCard } from '@/features/seo/card'
import { scriptOf } from '@/features/seo/text-paths'

/** Light pixels (the white title) in the left and right halves of the title's band (above the footer). */
async function lightByHalf(card: Buffer) {
  const { data, info } = await sharp(card).extract({ left: 0, top: 60, width: 1200, height: 330 }).greyscale().raw().toBuffer({ resolveWithObject: true })
  let left = 0
  let right = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! > 200) {
        if (x < info.width / 2) left++
        else right++
      }
    }
  }
  return { left, right }
}

describe('title card', () => {
  it('is a 1200×630 JPEG', async () => {
    const meta = await sharp(await titleCard('الأسئلة الشائعة', 'محافظة ظفار', 'ar')).metadata()
    expect(meta).toMatchObject({ width: 1200, height: 630, format: 'jpeg' })
  })

  it('draws an Arabic title in Arabic script from the right, an English one from the left', async () => {
    expect(scriptOf('الأسئلة')).toBe('arabic')
    expect(scriptOf('FAQ')).toBe('latin')
    const arabic = await lightByHalf(await titleCard('الأسئلة', 'محافظة ظفار', 'ar'))
    const english = await lightByHalf(await titleCard('FAQ', 'Dhofar Governorate', 'en'))
    expect(arabic.right).toBeGreaterThan(1000)
    expect(arabic.left).toBeLessThan(arabic.right / 10)
    expect(english.left).toBeGreaterThan(1000)
    expect(english.right).toBeLessThan(english.left / 10)
  })
})
