/**
 * The seasons list: one block per season with picture, title, subtitle and a MORE link;
 * every second block puts the picture on the other side (the briefed alternate style), mirrored in Arabic.
 */
import { getTranslations } from 'next-intl/server'

import { Media } from '@/components/ui/Media'
import { hidden } from '@/components/ui/VisuallyHidden'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import type { Page } from '@/payload-types'
import { routes } from '@/lib/page-routes'

import styles from './Seasons.module.css'

export async function SeasonsList({ seasons, locale }: { seasons: Page[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Seasons' })
  return (
    <ul className={styles.list} role="list">
      {seasons.map((season, index) => (
        <li key={season.id} className={index % 2 === 1 ? `${styles.block} ${styles.alternate}` : styles.block} data-testid="season-block">
          <div className={styles.picture}>
            <Media resource={season.image} sizes="(max-width: 768px) 100vw, 50vw" aspectRatio="4 / 3" priority={index === 0} />
          </div>
          <div className={styles.text}>
            <h2>{season.title}</h2>
            {season.description ? <p>{season.description}</p> : null}
            <Link className={styles.more} href={routes.seasonDetail(season.uniqueUrl)}>
              {t.rich('moreAbout', { title: season.title, hidden })}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
