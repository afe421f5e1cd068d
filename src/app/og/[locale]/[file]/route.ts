/**
 * `/og/{locale}/{uniqueUrl}.jpg`: the 1200×630 link-preview image of a published page (its picture, or a card with
 * its title), and `/og/{locale}/_site.jpg` for screens without a CMS page. An address that names no published page
 * is a 404. (Addresses with an extension bypass the locale routing; the proxy limits how often one address may ask,
 * src/proxy.ts.) Each card is drawn once and kept under its page's and picture's cache tags, whatever query string
 * the request carries (features/seo/card-cache.ts).
 */
import { getPageByUrl } from '@/page-data/queries'
import { cachedCard } from '@/features/seo'
import { isLocale } from '@/i18n/locales'
import { UNIQUE_URL_PATTERN } from '@/lib/page-routes'
import { SITE_CARD, SITE_NAMES } from '@/lib/metadata/social'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params
  // Next has decoded the segment already: decoding it again failed with a 500 on a name holding `%25`.
  const key = /^(.+)\.jpg$/.exec(file)?.[1]
  if (!isLocale(locale) || !key || (key !== SITE_CARD && !UNIQUE_URL_PATTERN.test(key))) return notFound()
  const siteName = SITE_NAMES[locale]
  let image: Buffer
  if (key === SITE_CARD) image = await cachedCard({ locale, key, title: siteName, siteName, isPage: false })
  else {
    const page = await getPageByUrl(key, locale)
    if (!page) return notFound()
    const media = typeof page.image === 'object' ? page.image : null
    const raster = media?.filename && media.mimeType?.startsWith('image/') && !media.mimeType.includes('svg')
    const picture = raster ? { id: media.id, filename: media.filename!, updatedAt: media.updatedAt } : null
    image = await cachedCard({ locale, key, title: page.title, siteName, isPage: true, picture })
  }
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600' },
  })
}
