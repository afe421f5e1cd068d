/** A wilayat's page: any published page of category states; anything else is a 404. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getStatePages, StateDetail } from '@/features/states'
import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import { REGIONS } from '@/features/map'
import { wilayatJsonLd } from '@/features/seo'
import { env } from '@/lib/env'
import { routes } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: PageUrlParams }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const states = await getStatePages(localeOr(params.locale))
  return states.map((page) => ({ pageUrl: page.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'states')
  return pageMetadata(page, (p) => routes.stateDetail(p.uniqueUrl), locale)
}

export default async function StateDetailPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'states')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [states, list, t] = await Promise.all([
    getStatePages(locale),
    getPageByUrl('states', locale),
    getTranslations({ locale, namespace: 'States' }),
  ])
  const region = REGIONS.find((r) => page.uniqueUrl === r.slug || page.uniqueUrl.startsWith(`${r.slug}-`))
  const jsonLd = wilayatJsonLd(
    {
      title: page.title,
      description: page.description,
      imageUrl: typeof page.image === 'object' ? page.image?.url : null,
      path: routes.stateDetail(page.uniqueUrl),
    },
    region ? { lat: region.label[0], lng: region.label[1] } : undefined,
    locale,
    env.SITE_URL,
  )
  return (
    <>
      <StateDetail page={page} states={states} statesTitle={list?.title || t('title')} locale={locale} region={region?.style} />
      <JsonLd json={jsonLd} />
    </>
  )
}
