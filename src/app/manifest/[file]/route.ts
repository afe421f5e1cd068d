/** The web app manifests, `/manifest/en.webmanifest` and `/manifest/ar.webmanifest` (src/features/offline/manifest.ts). */
import { webManifest } from '@/features/offline'
import { localeCodes } from '@/i18n/locales'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ file: `${locale}.webmanifest` }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = localeCodes.find((code) => file === `${code}.webmanifest`)
  if (!locale) return new Response('Not found', { status: 404 })
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
