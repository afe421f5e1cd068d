/**
 * What an editor reads when an upload is refused, in the admin's language: Payload's own answers say "Something went
 * wrong" for a file over the size limit (its 413 is not marked public) and "The following field is invalid: file" for
 * an SVG with a script or a type it does not take. A root `afterError` hook rewrites those three answers; every other
 * error passes through untouched.
 */
import { APIError, ValidationError, type AfterErrorHook } from 'payload'

import { PIXEL_CAP_REASON } from './pixelCap'

/** payload.config's `upload.limits.fileSize`: what the multipart parser stops at, and what the message names. */
export const UPLOAD_LIMIT_BYTES = 20_000_000

/** Accepted upload types, as the Media collection declares them, with the names editors know. */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'video/mp4', 'video/webm']
const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
}
const accepted = MEDIA_MIME_TYPES.map((type) => TYPE_NAMES[type] ?? type).join(', ')

export type UploadProblem = 'tooLarge' | 'svgScript' | 'type'

const megabytes = (bytes: number) => String(Math.round(bytes / 1_000_000))

export function uploadMessage(problem: UploadProblem, language: string, limit = UPLOAD_LIMIT_BYTES): string {
  const lang = language === 'ar' ? 'ar' : 'en'
  const mb = megabytes(limit)
  const messages = {
    en: {
      tooLarge: `The file is larger than ${mb} MB. Make it smaller (a picture of at most 2,500 pixels across is plenty) and upload it again.`,
      svgScript: 'SVG files with scripts are not allowed. Save the drawing without scripts or event attributes, or upload it as PNG.',
      type: `This type of file is not accepted. Accepted types: ${accepted}.`,
    },
    ar: {
      tooLarge: `حجم الملف أكبر من ${mb} ميغابايت. صغّره (تكفي صورة عرضها 2500 بكسل على الأكثر) ثم ارفعه من جديد.`,
      svgScript: 'لا يُسمح بملفات SVG التي تحتوي على نصوص برمجية. احفظ الرسم دون نصوص برمجية أو سمات أحداث، أو ارفعه بصيغة PNG.',
      type: `نوع الملف هذا غير مقبول. الأنواع المقبولة: ${accepted}.`,
    },
  }
  return messages[lang][problem]
}

/** Which refused upload this error is, from Payload's own wording (payload/dist/uploads/checkFileRestrictions). */
export function uploadProblemOf(error: unknown): UploadProblem | null {
  // The multipart parser's 413 (over the size limit), not the pixel cap's, which says what is wrong already.
  if (error instanceof APIError && error.status === 413) {
    return (error.data as { reason?: string } | null)?.reason === PIXEL_CAP_REASON ? null : 'tooLarge'
  }
  if (!(error instanceof ValidationError)) return null
  const fileErrors = (error.data?.errors ?? []).filter((e) => e.path === 'file').map((e) => e.message)
  if (fileErrors.some((m) => /SVG file contains potentially harmful content/i.test(m))) return 'svgScript'
  if (fileErrors.some((m) => /Invalid MIME type|is not allowed|Restricted file type/i.test(m))) return 'type'
  return null
}

export const explainUploadErrors: AfterErrorHook = ({ error, req }) => {
  const problem = uploadProblemOf(error)
  if (!problem) return
  const limit = req?.payload?.config.upload?.limits?.fileSize ?? UPLOAD_LIMIT_BYTES
  const message = uploadMessage(problem, req?.i18n?.language ?? 'en', limit)
  if (problem === 'tooLarge') return { response: { errors: [{ message }] }, status: 413 }
  // The admin shows the first error's message, and each field error under its field.
  return {
    response: { errors: [{ name: 'ValidationError', message, data: { errors: [{ path: 'file', message }] } }] },
    status: 400,
  }
}
