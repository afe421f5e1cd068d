/**
 * The news cards: picture, the date (or "date not available"), title and a read-more link;
 * articles without a title are left out. Three per row on desktops, two on tablets, one on phones (CSS grid).
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import type { Locale } from '@/i18n/locales'
import { formatDate, isoDay } from '@/lib/dates'
import { routes } from '@/lib/page-routes'

import { type NewsSummary } from './model'
import styles from './News.module.css'

export async function NewsGrid({ items, locale }: { items: NewsSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const shown = items.filter((item) => item.title)
  if (shown.length === 0) return <p>{t('empty')}</p>
  return (
    <ul className={styles.grid} role="list" data-testid="news-grid">
      {shown.map((item, index) => {
        const date = formatDate(item.date, locale, 'long')
        return (
          <li key={item.uniqueUrl}>
            <Card
              title={item.title}
              href={routes.newsDetail(item.uniqueUrl)}
              image={item.image}
              headingLevel={2}
              priority={index === 0}
              subtitle={date ? <time dateTime={isoDay(item.date)}>{date}</time> : t('noDate')}
            >
              <span className={styles.readMore} aria-hidden="true">
                {t('readMore')}
              </span>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
