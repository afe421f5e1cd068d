/**
 * The about page's news carousel: 4 visible, scroll 1, circular, autoplay 5000 ms with the 3000 ms
 * rest after a manual move, 3/2/1 visible at 1024/768/560px; the shared Carousel gives all of it (the narrower
 * counts follow from 4 by the site's breakpoints). Each card links to its article.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { Carousel } from '@/components/ui/Carousel'
import type { NewsSummary } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { formatDate, isoDay } from '@/lib/dates'
import { routes, screens } from '@/lib/page-routes'

import styles from '@/components/ui/Layout/Screens.module.css'

export async function AboutNews({ news, locale }: { news: NewsSummary[]; locale: Locale }) {
  const items = news.filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    // A plain block, not a second "Latest news" region: the carousel is the region, named like the heading.
    <div className={styles.main} data-testid="about-news">
      <div className={styles.sectionHead}>
        <h2 id="about-news">{t('newsTitle')}</h2>
        <Link href={screens.newsList} className={styles.moreLink}>
          {t('allNews')}
        </Link>
      </div>
      <Carousel label={t('newsTitle')} slidesToShow={4} slidesToScroll={1}>
        {items.map((item) => {
          const date = formatDate(item.date, locale, 'long')
          return (
            <Card
              key={item.uniqueUrl}
              title={item.title}
              href={routes.newsDetail(item.uniqueUrl)}
              image={item.image}
              sizes="(max-width: 560px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 18rem"
              subtitle={date ? <time dateTime={isoDay(item.date)}>{date}</time> : null}
            />
          )
        })}
      </Carousel>
    </div>
  )
}
