/**
 * The short picture URLs (`/img/640/salalah.jpg`, written by src/components/ui/Media/imageUrl.ts) handed to Next's
 * image optimiser with the query it expects, so the optimiser (AVIF/WebP, the width allow-list, its cache) is
 * unchanged; only the HTML names each copy in about 45 fewer bytes (docs/decisions/0028-html-weight.md).
 */
/**
 * What the image optimiser may read (next.config.ts `images.localPatterns`): uploads and the pictures bundled with
 * the site, which is all the site shows (src/components/ui/Media/imageUrl.ts), and only without a query string. Each
 * distinct `url` is a copy of its own, a new encode (about 0.65 s of CPU for a 1920px AVIF): with `?anything`
 * allowed, anyone could make any number of them from one file.
 */
export const IMAGE_LOCAL_PATTERNS = [
  { pathname: '/api/media/file/**', search: '' },
  { pathname: '/_next/static/media/**', search: '' },
] as const

/**
 * The most the image optimiser's disk cache may hold (next.config.ts `images.maximumDiskCacheSize`): 512 MiB, about
 * 25,000 copies at the site's typical 20 KB. The copies of every upload at every width in both formats fit many times
 * over; Next's default, half the free disk, let anyone who could make copies fill the disk.
 */
export const IMAGE_CACHE_BYTES = 512 * 1024 * 1024

/** The only quality the optimiser is configured for (Next's default `images.qualities`). */
export const IMAGE_QUALITY = 75

export const IMAGE_REWRITES = [
  // Pictures bundled with the site (a static import, e.g. the slider's coast poster).
  { source: '/img/s/:w(\\d+)/:file', destination: `/_next/image?url=/_next/static/media/:file&w=:w&q=${IMAGE_QUALITY}` },
  // Uploads (Payload's media).
  { source: '/img/:w(\\d+)/:file', destination: `/_next/image?url=/api/media/file/:file&w=:w&q=${IMAGE_QUALITY}` },
]
