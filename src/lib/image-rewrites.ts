/**
 * The short picture URLs (`/img/640/salalah.jpg`, written by src/components/ui/Media/imageUrl.ts) handed to Next's
 * image optimiser with the query it expects, so the optimiser (AVIF/WebP, the width allow-list, its cache) is
 * unchanged; only the HTML names each copy in about 45 fewer bytes (docs/decisions/0028-html-weight.md).
 */
/** The only quality the optimiser is configured for (Next's default `images.qualities`). */
export const IMAGE_QUALITY = 75

export const IMAGE_REWRITES = [
  // Pictures bundled with the site (a static import, e.g. the slider's coast poster).
  { source: '/img/s/:w(\\d+)/:file', destination: `/_next/image?url=/_next/static/media/:file&w=:w&q=${IMAGE_QUALITY}` },
  // Uploads (Payload's media).
  { source: '/img/:w(\\d+)/:file', destination: `/_next/image?url=/api/media/file/:file&w=:w&q=${IMAGE_QUALITY}` },
]
