/**
 * The interactive map: the CMS page `interactiveMap` for title, description and the
 * regions' cards; the map, tabs and search are the map feature. Static in both languages: the selection in the
 * address is read in the browser (docs/decisions/0006-maps.md). Where current alerts apply and the places' conditions
 * come from the cached alerts and places, whose tags expire on time (ADR 0038, ADR 0041).
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import {
  AlertHatch,
  buildRegionPanel,
  DEFAULT_SELECTION,
  drawingMarks,
  geocoderEnabled,
  getMapPlaces,
  getPlaceHits,
  getTileConfig,
  MapConditions,
  MapExplorer,
  panelKey,
  regionHits,
  regionMarks,
  StaticMap,
  WILAYATS,
} from '@/features/map'
import { getAlertLists } from '@/features/alerts'
import { ClientMessages } from '@/i18n/ClientMessages'
import { mapPlacesJsonLd } from '@/features/seo'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: Promise<{ locale: Locale }> }

const URL = 'interactiveMap'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataAt(URL, `/${URL}`, (await params).locale)
}

export default async function InteractiveMapPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl(URL, locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [tMap, places, tiles, mapPlaces, { current: alerts }] = await Promise.all([
    getTranslations({ locale, namespace: 'Map' }),
    getPlaceHits(),
    getTileConfig(locale),
    getMapPlaces(),
    getAlertLists(),
  ])
  // The panel a visitor sees first (no region chosen shows Salalah); MapExplorer asks for others when chosen.
  const marks = await drawingMarks(alerts, mapPlaces, locale)
  const first = WILAYATS[0].style
  const initial = { key: panelKey(first, DEFAULT_SELECTION.tab), panel: buildRegionPanel(page, first, DEFAULT_SELECTION.tab, tMap('noCards')) }
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} withImage />
      {marks ? <AlertHatch /> : null}
      <ClientMessages locale={locale} namespaces={['Map']}>
        <MapExplorer
          initial={initial}
          drawing={
            <StaticMap regions={WILAYATS} locale={locale} label={tMap('mapLabel')} tiles={!!tiles} marks={marks} />
          }
          searchItems={[...regionHits, ...places]}
          geocoder={geocoderEnabled()}
          tiles={tiles}
          regionMarks={regionMarks(alerts, locale)}
        />
      </ClientMessages>
      <MapConditions places={mapPlaces} alerts={alerts} locale={locale} />
      <JsonLd json={mapPlacesJsonLd(places.map((p) => ({ name: p.label[locale], lat: p.lat, lng: p.lng })), `/${URL}`, locale, env.SITE_URL)} />
    </main>
  )
}
