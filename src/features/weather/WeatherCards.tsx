/**
 * The season page's weather cards: name, an icon for the WMO weather code (inline SVG, no image host) and the
 * temperature. Absent when the provider gave nothing.
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './WeatherCards.module.css'
import type { WeatherEntry } from './weather'

/** WMO codes: 0 clear, 1-3 cloud, 45/48 fog, 51-67 and 80-82 rain or drizzle, 95+ thunder. */
export function weatherKind(code: number): 'clear' | 'cloud' | 'fog' | 'rain' | 'storm' {
  if (code === 0) return 'clear'
  if (code <= 3) return 'cloud'
  if (code === 45 || code === 48) return 'fog'
  if (code >= 95) return 'storm'
  return 'rain'
}

const ICONS = {
  clear: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  cloud: 'M7 18h10a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 7 18Z',
  fog: 'M3 10h18M5 14h14M3 18h18M7 6h10',
  rain: 'M7 14h10a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 7 14ZM8 17l-1 3M12 17l-1 3M16 17l-1 3',
  storm: 'M7 13h10a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 7 13ZM12 14l-2 4h4l-2 4',
} as const

export async function WeatherCards({ entries, locale }: { entries: WeatherEntry[]; locale: Locale }) {
  if (entries.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Seasons' })
  return (
    <section aria-labelledby="season-weather" data-testid="weather">
      <h2 id="season-weather">{t('weather')}</h2>
      <ul className={styles.list} role="list">
        {entries.map((entry) => (
          <li key={entry.name} className={styles.card} data-kind={weatherKind(entry.code)}>
            <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
              <path d={ICONS[weatherKind(entry.code)]} />
            </svg>
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.temp} dir="ltr">{t('temperature', { temp: String(entry.temperature) })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
