/**
 * Every place to visit (`/places`), filtered by wilayat and by what a place offers (a step-free route, free entry)
 * with plain links: each view is its own static page (`/places/filter/taqah/step-free`), so filtering needs no
 * JavaScript and every view can be shared or crawled. A place whose fact is not recorded does not match.
 */
import { getTranslations } from 'next-intl/server'

import { WILAYATS } from '@/features/map'
import { PageHeader } from '@/components/ui/PageHeader'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { PLACE_OFFERS, placesPath, routes, screens, type PlaceOffer, type PlacesView } from '@/lib/page-routes'

import type { PlaceEntry } from './data'
import { isFree } from './travel'
import styles from './Places.module.css'

export const wilayatSlug = (style: string) => WILAYATS.find((w) => w.style === style)?.slug.toLowerCase() ?? ''
export const WILAYAT_SLUGS = WILAYATS.map((w) => w.slug.toLowerCase())

export function offers(place: PlaceEntry, offer: PlaceOffer): boolean {
  return offer === 'step-free' ? place.travel.access.stepFree === 'yes' : isFree(place.travel)
}

/** The places a view shows, in the map's order. */
export const placesIn = (places: readonly PlaceEntry[], view: PlacesView) =>
  places.filter((place) => (!view.wilayat || wilayatSlug(place.region) === view.wilayat) && (!view.offer || offers(place, view.offer)))

/** The view's title: "Places to visit", or with its filters ("Places to visit: Taqah, Free entry"). */
export async function placesTitle(view: PlacesView, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Places' })
  const wilayat = WILAYATS.find((w) => w.slug.toLowerCase() === view.wilayat)
  const parts = [wilayat?.name[locale], view.offer ? t(`offer.${view.offer}`) : undefined].filter(Boolean)
  return parts.length ? t('filterTitle', { filter: parts.join(locale === 'ar' ? '، ' : ', ') }) : t('title')
}

export async function PlacesScreen({ places, view, locale }: { places: readonly PlaceEntry[]; view: PlacesView; locale: Locale }) {
  const [t, nav, title] = await Promise.all([getTranslations({ locale, namespace: 'Places' }), getTranslations({ locale, namespace: 'Navigation' }), placesTitle(view, locale)])
  const shown = placesIn(places, view)
  const filtered = Boolean(view.wilayat || view.offer)
  const option = (target: PlacesView, label: string, current: boolean) => (
    <li key={label}>
      <a href={localizedPath(placesPath(target), locale)} aria-current={current ? 'page' : undefined} className={styles.filter}>
        {label}
      </a>
    </li>
  )
  return (
    <main id="main" className={styles.page} data-places-list="">
      <PageHeader
        title={title}
        description={t('description')}
        breadcrumb={filtered ? [{ label: nav('home'), href: '/' }, { label: t('title'), href: screens.places }, { label: title }] : [{ label: nav('home'), href: '/' }, { label: t('title') }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <nav aria-labelledby="places-filters" className={styles.filters}>
          <h2 id="places-filters" className={styles.filtersTitle}>
            {t('filters')}
          </h2>
          <h3 id="places-filter-wilayat">{t('wilayat')}</h3>
          <ul aria-labelledby="places-filter-wilayat" className={styles.filterList} data-filter="wilayat">
            {option({ ...view, wilayat: null }, t('allWilayats'), !view.wilayat)}
            {WILAYATS.map((w) => option({ ...view, wilayat: w.slug.toLowerCase() }, w.name[locale], view.wilayat === w.slug.toLowerCase()))}
          </ul>
          <h3 id="places-filter-offer">{t('offers')}</h3>
          <ul aria-labelledby="places-filter-offer" className={styles.filterList} data-filter="offer">
            {option({ ...view, offer: null }, t('anything'), !view.offer)}
            {PLACE_OFFERS.map((offer) => option({ ...view, offer }, t(`offer.${offer}`), view.offer === offer))}
          </ul>
        </nav>
        <section aria-labelledby="places-count" className={styles.section}>
          <h2 id="places-count" className={styles.count}>
            {t('count', { count: shown.length })}
          </h2>
          {shown.length === 0 ? <p>{t('noneMatch')}</p> : null}
          <ul className={styles.cards} data-places="">
            {shown.map((place) => {
              const wilayat = WILAYATS.find((w) => w.style === place.region)
              return (
                <li key={place.key} className={styles.card} data-place={place.key}>
                  <h3 className={styles.cardTitle}>
                    <a href={localizedPath(routes.place(place.key), locale)}>{place.name[locale]}</a>
                  </h3>
                  {wilayat ? <p className={styles.hint}>{wilayat.name[locale]}</p> : null}
                  {offers(place, 'free-entry') || offers(place, 'step-free') ? (
                    <ul className={styles.badges}>
                      {PLACE_OFFERS.filter((offer) => offers(place, offer)).map((offer) => (
                        <li key={offer}>{t(`offer.${offer}`)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
      </div>
    </main>
  )
}
