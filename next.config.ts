import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { adminPolicy, uploadPolicy } from './src/lib/csp.mjs'
import { DRAFT_MODE_COOKIE } from './src/lib/preview-framing'
import { DEVICE_WIDTHS, SMALL_WIDTHS } from './src/lib/image-widths'
import { IMAGE_CACHE_BYTES, IMAGE_LOCAL_PATTERNS, IMAGE_REWRITES } from './src/lib/image-rewrites'

/**
 * Messages are compiled at build time (next-intl's catalog loader with `precompile`, ADR 0030): every JSON file under
 * src/i18n/messages is imported as its ICU messages already parsed, and use-intl formats them with icu-minify's small
 * runtime instead of bundling intl-messageformat's parser into every page (8.8 KB gzipped) and running it at
 * hydration. Messages must be strings (no arrays); a message that is not imported from that folder cannot be
 * formatted.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: ['en', 'ar'], precompile: true } },
})

/**
 * Security headers for every response. The Content-Security-Policy of public pages is set by the proxy and made
 * strict per response by the server (src/proxy.ts, src/lib/strict-scripts.mjs): the hashes of the page's own inline
 * scripts, no 'unsafe-inline' for scripts (docs/decisions/0016-csp.md). The admin and Payload's routes keep the inline scripts Payload needs.
 * No third-party host is allowed anywhere.
 */
const payloadRoutesPolicy = adminPolicy

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
]

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so that it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Types are checked once, by `npm test` (tsc --noEmit) and CI; a second check inside every build cost ~35 s of the
  // first `npm start` and of the test suite's build.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps its compile cache on disk for the next build of this checkout (faster rebuilds on a developer's
  // machine); a CI run builds a fresh clone once, so writing it there only costs time (about 20 s on two cores).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Several replicas (npm run start:cluster, docs/deploy.md) share Next's cache in Redis; one process keeps
  // Next's own file-system cache, observed for the origin's response cache (src/lib/page-cache-handler.mjs). Read
  // when the server starts, so one build serves both.
  cacheHandler: path.join(process.cwd(), process.env.REDIS_URL ? 'src/lib/cache-handler.mjs' : 'src/lib/page-cache-handler.mjs'),
  // WebAssembly font tools the link-preview cards load at run time (src/features/seo/text-paths.ts): kept out of
  // the server bundle so their .wasm files resolve from node_modules. esbuild, which bundles the service worker when
  // the build pre-renders /sw.js (src/app/sw.js/route.ts), runs its own native binary. prom-client: the metrics the
  // app counts and the ones scripts/serve.mjs counts must be one copy's (src/lib/metrics.mjs).
  serverExternalPackages: ['harfbuzzjs', 'fontverter', 'esbuild', 'prom-client'],
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploads and the pictures bundled with the site, without a query string (src/lib/image-rewrites.ts).
    localPatterns: [...IMAGE_LOCAL_PATTERNS],
    // The optimiser's disk cache (least recently used copies dropped first). Next's default is half the free disk.
    maximumDiskCacheSize: IMAGE_CACHE_BYTES,
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: SMALL_WIDTHS,
  },
  // The pictures' short URLs (src/components/ui/Media/imageUrl.ts) are the image optimiser's, in fewer bytes.
  async rewrites() {
    return IMAGE_REWRITES
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // No frames for visitors; an editor's draft-mode pages are framed by the admin's live preview (same origin,
      // frame-ancestors 'self' from the proxy: src/lib/preview-framing.ts).
      { source: '/:path*', missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      ...['/admin', '/admin/:path*', '/api/:path*', '/PgTempRatingResult/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: payloadRoutesPolicy }],
      })),
      // Uploads, an SVG's script included, never run as the site (src/lib/csp.mjs). After the rule above: the last
      // rule to set a header wins.
      { source: '/api/media/file/:path*', headers: [{ key: 'Content-Security-Policy', value: uploadPolicy }] },
      // scripts/fonts.mjs names each font file after a hash of its bytes: a changed font is a new URL.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The icon sprite keeps its address when an icon changes: a day's cache, then a revalidation.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the visitor's colour scheme as a *critical* client hint (Accept-CH, Critical-CH,
 * Vary on /:path*), for its admin theme. Chrome answers a Critical-CH it has not sent by requesting the page again:
 * every first visit to the public site paid a second round trip (about 600 ms on a slow phone link, measured by
 * bench/lighthouse), and the Vary split every cache. The hint is kept for the admin only.
 */
const withHeaders = config.headers
config.headers = async () =>
  (withHeaders ? await withHeaders() : []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
