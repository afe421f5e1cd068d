/**
 * A picture may have at most MAX_UPLOAD_PIXELS pixels (50 megapixels: 8660 × 5773 at 3:2, more than a 45-megapixel
 * camera's photos; the site shows at most 1920 pixels across). Payload decodes every uploaded image whole with sharp
 * to make its renditions: a 16000 × 16000 PNG of a few hundred kilobytes took about 1.1 s and 350 MB, within the
 * 20 MB file limit. The size is read from the file's header (sharp's `metadata()` decodes no pixel) in a
 * `beforeOperation` hook, before Payload's own processing, and a larger picture is refused with a 413 whose message
 * follows the admin's language.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

export const MAX_UPLOAD_PIXELS = 50_000_000

const messages = {
  en: (width: number, height: number) =>
    `This picture is ${width} × ${height} pixels, more than the ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels the site accepts. Make it smaller (the site shows at most 1920 pixels across) and upload it again.`,
  ar: (width: number, height: number) =>
    `أبعاد هذه الصورة ${width} × ${height} بكسل، وهي أكبر من ${MAX_UPLOAD_PIXELS / 1_000_000} ميغابكسل التي يقبلها الموقع. صغّرها (يعرض الموقع 1920 بكسل عرضًا على الأكثر) ثم ارفعها مرة أخرى.`,
}

export const pixelCapMessage = (width: number, height: number, language: string | undefined) =>
  messages[language === 'ar' ? 'ar' : 'en'](width, height)

/** Width and height from the file's header; undefined for what sharp cannot read (a video), left to Payload. */
async function dimensions(file: { data?: Buffer; tempFilePath?: string }): Promise<{ width: number; height: number } | undefined> {
  const input = file.tempFilePath || (file.data && file.data.length > 0 ? file.data : undefined)
  if (!input) return undefined
  try {
    // Header only: sharp's own pixel limit (268 megapixels) would refuse to read the size of the largest ones.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata()
    return width && height ? { width, height } : undefined
  } catch {
    return undefined
  }
}

export const PIXEL_CAP_REASON = 'pixels'

export const refuseHugePictures: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file || !String(file.mimetype ?? '').startsWith('image/')) return args
  const size = await dimensions(file)
  if (size && size.width * size.height > MAX_UPLOAD_PIXELS) {
    // `reason` tells the upload error hook (./uploadErrors.ts) that this 413 says what is wrong already.
    throw new APIError(pixelCapMessage(size.width, size.height, req.i18n?.language), 413, { reason: PIXEL_CAP_REASON }, true)
  }
  return args
}
