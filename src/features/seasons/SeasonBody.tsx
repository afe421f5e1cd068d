/**
 * The middle of a season page: tags, weather, activities, the season's upcoming events
 * (limit 4), the adventures carousel and the discover banners (SeasonDiscover sections).
 */
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel'
import { EventCard, EventsBlock, type EventSummary } from '@/features/events'
import { WeatherCards, type WeatherEntry } from '@/features/weather'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import sectionStyles from '@/sections/EventSections.module.css'

import styles from './Seasons.module.css'

type Props = { page: Page; locale: Locale; weather: WeatherEntry[]; events: EventSummary[]; adventures: EventSummary[] }

export const SEASON_EVENTS_LIMIT = 4

export async function SeasonBody({ page, locale, weather, events, adventures }: Props) {
  const [t, te] = await Promise.all([
    getTranslations({ locale, namespace: 'Seasons' }),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  const { tags = [], activities = [] } = page.season ?? {}
  return (
    <>
      {tags?.length ? (
        <ul className={styles.tags} role="list" aria-label={t('tags')}>
          {tags.map((tag, i) => (
            <li key={tag.id ?? i}>{tag.label}</li>
          ))}
        </ul>
      ) : null}
      <WeatherCards entries={weather} locale={locale} />
      {activities?.length ? (
        <section aria-labelledby="season-activities">
          <h2 id="season-activities">{t('activities')}</h2>
          <ul className={sectionStyles.activities} role="list">
            {activities.map((activity, i) => (
              <li key={activity.id ?? i}>
                <h3>{activity.title}</h3>
                {activity.description ? <p>{activity.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EventsBlock events={events} heading={te('seasonHeading')} locale={locale} limit={SEASON_EVENTS_LIMIT} id="season-events" />
      {adventures.length ? (
        // Not a labelled region: the carousel inside is the landmark, with the same name.
        <section data-testid="adventures">
          <h2 id="season-adventures">{te('adventuresHeading')}</h2>
          <Carousel label={te('adventuresHeading')}>
            {adventures.map((event) => (
              <EventCard key={event.uniqueUrl} event={event} locale={locale} />
            ))}
          </Carousel>
        </section>
      ) : null}
    </>
  )
}
