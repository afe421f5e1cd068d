/**
 * Block 13, latest news: the newest article large, then the next three beside it, each to
 * /news-details/{uniqueUrl}, with its date (or "date not available").
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { NewsSummary } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { formatDate, isoDay } from '@/lib/dates'
import { routes, screens } from '@/lib/page-routes'

import { BlockHead } from './BlockHead'
import home from './Home.module.css'
import styles from './LatestNews.module.css'

export const HOME_NEWS_COUNT = 4

export async function LatestNews({ news, locale }: { news: NewsSummary[]; locale: Locale }) {
  const [lead, ...rest] = news.filter((item) => item.title).slice(0, HOME_NEWS_COUNT)
  if (!lead) return null
  const [t, tn] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'News' }),
  ])
  const card = (item: NewsSummary, large: boolean) => {
    const date = formatDate(item.date, locale, 'long')
    return (
      <Card
        title={item.title}
        href={routes.newsDetail(item.uniqueUrl)}
        image={item.image}
        subtitle={date ? <time dateTime={isoDay(item.date)}>{date}</time> : tn('noDate')}
        text={large ? item.description : undefined}
        sizes={large ? '(max-width: 768px) 100vw, 60vw' : 'newsSmall'}
        aspectRatio={large ? '4 / 3' : '21 / 9'}
        className={large ? styles.large : undefined}
      >
        <span className={home.readMore} aria-hidden="true">
          {t('readMore')}
        </span>
      </Card>
    )
  }
  return (
    <StaticHtml as="section" className={home.block} aria-labelledby="home-news" data-home-block="news">
      <BlockHead id="home-news" title={t('news')} more={{ href: screens.newsList, label: t('newsAll') }} />
      <ul className={`${home.list} ${styles.grid}`}>
        <li className={styles.lead} data-news="large">
          {card(lead, true)}
        </li>
        {rest.map((item) => (
          <li key={item.uniqueUrl} data-news="small">
            {card(item, false)}
          </li>
        ))}
      </ul>
    </StaticHtml>
  )
}
