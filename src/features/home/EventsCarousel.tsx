/**
 * Block 8, upcoming events: published events with a date still ahead, as the shared carousel with the events
 * breakpoint (3 visible scrolling 3 at 1024px and below); event cards with the title cut to 4 words, each to
 * /event-details/{uniqueUrl}. "Ahead" is judged when the page renders: the page revalidates on a timer so past
 * events drop off (docs/decisions/0008-home-page.md).
 */
import { getTranslations } from 'next-intl/server'

import { Carousel, hiddenBeforeRun } from '@/components/ui/Carousel'
import { StaticHtml } from '@/components/ui/StaticHtml'
import { EventCardView, eventCardWords, type EventSummary } from '@/features/events'
import type { Locale } from '@/i18n/locales'
import { screens } from '@/lib/page-routes'

import { BlockHead } from './BlockHead'
import styles from './Home.module.css'

/** A card's title is cut after this many words. */
const HOME_EVENT_TITLE_WORDS = 4

export async function EventsCarousel({ events, locale }: { events: EventSummary[]; locale: Locale }) {
  if (events.length === 0) return null
  const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), eventCardWords(locale)])
  return (
    // Not a labelled region: the carousel inside is the landmark, with the same name.
    <section className={styles.block} data-home-block="events">
      <BlockHead id="home-events" title={t('events')} more={{ href: screens.upcomingEvents, label: t('eventsAll') }} />
      <Carousel label={t('events')} breakpoints={{ 1024: { slidesToScroll: 3 } }}>
        {events.map((event, i) => (
          // Each card is static markup: in the HTML only, not in the payload (ADR 0028).
          <StaticHtml key={event.uniqueUrl} deferPictures={hiddenBeforeRun(i)}>
            <div className={styles.fill} data-event={event.uniqueUrl} data-date={event.date ?? ''}>
              <EventCardView event={event} locale={locale} titleWords={HOME_EVENT_TITLE_WORDS} words={words} />
            </div>
          </StaticHtml>
        ))}
      </Carousel>
    </section>
  )
}
