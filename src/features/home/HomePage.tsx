/**
 * The home page's blocks in the spec's order (section 1): slider, governorate, about, welcome, discover, economy,
 * seasons, upcoming events, gallery, map, adventures, sponsors, latest news. Sections come from the home page in
 * the CMS; events, news, sponsors and the map from their own features. Server-rendered throughout: the client
 * islands are the carousels, the slider's videos, the gallery's lightbox and the map.
 */
import type { EventSummary } from '@/features/events/model'
import type { TileConfig } from '@/features/map'
import type { NewsSummary } from '@/features/news/model'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { PhotoGallery } from '@/sections/PhotoGallaryEventsDetailsDhofar/PhotoGallery'

import { AboutBlock } from './AboutBlock'
import { AdventuresBlock } from './AdventuresBlock'
import { DiscoverCarousel } from './DiscoverCarousel'
import { EconomyCarousel } from './EconomyCarousel'
import { EventsCarousel } from './EventsCarousel'
import { GovernorateBlock } from './GovernorateBlock'
import home from './Home.module.css'
import { HomeSlider } from './HomeSlider'
import { LatestNews } from './LatestNews'
import { MapBlock } from './MapBlock'
import { SeasonsBanner } from './SeasonsBanner'
import { sectionOf } from './sections'
import { SponsorsBlock } from './SponsorsBlock'
import type { Sponsor } from './sponsors'
import { WelcomeBlock } from './WelcomeBlock'

export type HomePageProps = {
  page: Page
  locale: Locale
  events: EventSummary[]
  news: NewsSummary[]
  sponsors: Sponsor[] | null | undefined
  tiles: TileConfig
}

export function HomePage({ page, locale, events, news, sponsors, tiles }: HomePageProps) {
  const gallery = sectionOf(page, 'HomeGallery')
  return (
    <main id="main">
      <h1 className="visually-hidden">{page.title}</h1>
      <HomeSlider page={page} locale={locale} />
      <GovernorateBlock section={sectionOf(page, 'GovernorWord')} locale={locale} />
      <AboutBlock section={sectionOf(page, 'HomeAbout')} locale={locale} />
      <WelcomeBlock section={sectionOf(page, 'HomeWelcome')} />
      <DiscoverCarousel section={sectionOf(page, 'HomeDiscover')} locale={locale} />
      <EconomyCarousel section={sectionOf(page, 'HomeEconomy')} locale={locale} />
      <SeasonsBanner section={sectionOf(page, 'HomeSeasons')} />
      <EventsCarousel events={events} locale={locale} />
      {gallery ? (
        <div className={home.block} data-home-block="gallery">
          <PhotoGallery section={gallery} locale={locale} index={0} />
        </div>
      ) : null}
      <MapBlock tiles={tiles} locale={locale} />
      <AdventuresBlock section={sectionOf(page, 'HomeAdventures')} locale={locale} />
      <SponsorsBlock sponsors={sponsors} locale={locale} />
      <LatestNews news={news} locale={locale} />
    </main>
  )
}
