/**
 * `/og/{locale}/{uniqueUrl}.jpg`: the 1200×630 link-preview image of a published page (its picture, or a card with
 * its title), and `/og/{locale}/_site.jpg` for screens without a CMS page. An address that names no published page
 * is a 404. (Addresses with an extension bypass the locale proxy.)
 */
import { getPageByUrl } from '@/page-data/queries'
import { pictureCard, titleCard } from '@/features/seo'
import { isLocale } from '@/i18n/locales'
import { UNIQUE_URL_PATTERN } from '@/lib/page-routes'
import { SITE_CARD, SITE_NAMES } from '@/lib/metadata/social'

const notFound = () => new Response('Not found', { status: 404 })

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params
  const key = /^(.+)\.jpg$/.exec(decodeURIComponent(file))?.[1]
  if (!isLocale(locale) || !key || (key !== SITE_CARD && !UNIQUE_URL_PATTERN.test(key))) return notFound()
  let image: Buffer | null
  if (key === SITE_CARD) image = await titleCard(SITE_NAMES[locale], SITE_NAMES[locale], locale)
  else {
    const page = await getPageByUrl(key, locale)
    if (!page) return notFound()
    const picture = typeof page.image === 'object' ? page.image : null
    const raster = picture?.filename && picture.mimeType?.startsWith('image/') && !picture.mimeType.includes('svg')
    image = (raster && (await pictureCard(picture.filename!))) || (await titleCard(page.title, SITE_NAMES[locale], locale))
  }
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600' },
  })
}
