/**
 * The simple map (route `mapLeaflet`): Salalah and Mirbat only, with the CMS page's title and description;
 * choosing one lists its places, each of which centres the map on it, with its condition and alerts.
 */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import { getAlertLists } from '@/features/alerts'
import { getMapPlaces, getPlaceHits, getTileConfig, placeMarks, RegionMap, regionMarks, RelativeTimes, SIMPLE_MAP_REGIONS, WILAYATS } from '@/features/map'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

const URL = 'mapLeaflet'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataAt(URL, `/${URL}`, (await params).locale)
}

export default async function SimpleMapPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl(URL, locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [tiles, places, mapPlaces, { current: alerts }] = await Promise.all([getTileConfig(locale), getPlaceHits(), getMapPlaces(), getAlertLists()])
  const only = SIMPLE_MAP_REGIONS
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} withImage />
      <ClientMessages locale={locale} namespaces={['Map']}>
        <RegionMap
          only={only}
          tiles={tiles}
          places={places}
          regionMarks={regionMarks(alerts, locale, WILAYATS.filter((w) => (only as readonly string[]).includes(w.style)))}
          placeMarks={placeMarks(mapPlaces, alerts, locale)}
        />
      </ClientMessages>
      {/* "Updated 12 minutes ago" for the conditions in the places' list. */}
      <RelativeTimes />
    </main>
  )
}
