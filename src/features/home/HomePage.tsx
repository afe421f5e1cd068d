/**
 * The home page's blocks in their fixed order (docs/product.md): slider, governorate, about, welcome, discover,
 * economy, seasons, upcoming events, gallery, map, adventures, sponsors, latest news. Sections come from the home page
 * in the CMS; events, news, sponsors and the map from their own features. Server-rendered throughout: the client
 * islands are the carousels, the slider's videos, the gallery's lightbox and the map.
 */
import { Fragment, type ReactNode } from 'react'

import type { EventSummary } from '@/features/events'
import type { TileConfig } from '@/features/map'
import type { NewsSummary } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { PhotoGallery } from '@/sections/PhotoGallery/PhotoGallery'
import { firstSection } from '@/sections/select'

import { AboutBlock } from './AboutBlock'
import { AdventuresBlock } from './AdventuresBlock'
import { HOME_BLOCKS, type HomeBlock } from './blocks'
import { DiscoverCarousel } from './DiscoverCarousel'
import { EconomyCarousel } from './EconomyCarousel'
import { EventsCarousel } from './EventsCarousel'
import { GovernorateBlock } from './GovernorateBlock'
import home from './Home.module.css'
import { HomeSlider } from './HomeSlider'
import { LatestNews } from './LatestNews'
import { MapBlock } from './MapBlock'
import { SeasonsBanner } from './SeasonsBanner'
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

/** Each block from the page's props; the order is HOME_BLOCKS'. */
const BLOCKS: Record<HomeBlock, (props: HomePageProps) => ReactNode> = {
  slider: ({ page, locale }) => <HomeSlider page={page} locale={locale} />,
  governorate: ({ page, locale }) => <GovernorateBlock section={firstSection(page.sections, 'GovernorWord')} locale={locale} />,
  about: ({ page, locale }) => <AboutBlock section={firstSection(page.sections, 'HomeAbout')} locale={locale} />,
  welcome: ({ page }) => <WelcomeBlock section={firstSection(page.sections, 'HomeWelcome')} />,
  discover: ({ page, locale }) => <DiscoverCarousel section={firstSection(page.sections, 'HomeDiscover')} locale={locale} />,
  economy: ({ page, locale }) => <EconomyCarousel section={firstSection(page.sections, 'HomeEconomy')} locale={locale} />,
  seasons: ({ page }) => <SeasonsBanner section={firstSection(page.sections, 'HomeSeasons')} />,
  events: ({ events, locale }) => <EventsCarousel events={events} locale={locale} />,
  gallery: ({ page, locale }) => {
    const gallery = firstSection(page.sections, 'HomeGallery')
    return gallery ? (
      <div className={home.block} data-home-block="gallery">
        <PhotoGallery section={gallery} locale={locale} index={0} />
      </div>
    ) : null
  },
  map: ({ tiles, locale }) => <MapBlock tiles={tiles} locale={locale} />,
  adventures: ({ page, locale }) => <AdventuresBlock section={firstSection(page.sections, 'HomeAdventures')} locale={locale} />,
  sponsors: ({ sponsors, locale }) => <SponsorsBlock sponsors={sponsors} locale={locale} />,
  news: ({ news, locale }) => <LatestNews news={news} locale={locale} />,
}

export function HomePage(props: HomePageProps) {
  return (
    <main id="main">
      <h1 className="visually-hidden">{props.page.title}</h1>
      {HOME_BLOCKS.map((name) => (
        <Fragment key={name}>{BLOCKS[name](props)}</Fragment>
      ))}
    </main>
  )
}
