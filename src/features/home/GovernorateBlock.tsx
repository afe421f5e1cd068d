/**
 * Block 2, the governorate (the governor's-word section): item 0 gives the title and the words, items 1-4 the
 * four statistics (figure as title, label as subtitle), each with its icon; then a link to /about.
 */
import { getTranslations } from 'next-intl/server'

import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import type { PageSection } from '@/sections/types'
import { screens } from '@/lib/page-routes'

import styles from './Governorate.module.css'
import home from './Home.module.css'
import { StatIcon } from './icons'
import { cardsOf } from './sections'

export async function GovernorateBlock({ section, locale }: { section: PageSection | null; locale: Locale }) {
  const [intro, ...rest] = cardsOf(section)
  if (!intro) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  const stats = rest.slice(0, 4).filter((item) => item.title)
  return (
    <StaticHtml as="section" className={`${home.block} ${styles.block}`} aria-labelledby="home-governorate" data-home-block="governorate">
      <div className={styles.words}>
        <h2 id="home-governorate">{intro.title}</h2>
        {intro.description ? <p>{intro.description}</p> : null}
        <Link href={screens.about} className={styles.link}>
          {t('aboutLink')}
        </Link>
      </div>
      {stats.length ? (
        <ul className={`${home.list} ${styles.stats}`} aria-label={t('governorate')}>
          {stats.map((item, i) => (
            <li key={item.id ?? i} className={styles.stat}>
              <StatIcon index={i} />
              <span className={styles.figure}>{item.title}</span>
              {item.subTitle ? <span className={styles.label}>{item.subTitle}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </StaticHtml>
  )
}
