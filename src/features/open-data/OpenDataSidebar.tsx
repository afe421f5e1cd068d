/**
 * The open data sidebar: the site search box of the news sidebar, then the first two news
 * items, each a card linking to its article.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'

import { getLatestNews } from '@/features/news'
import { SidebarSearch } from '@/components/site/SidebarSearch'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/lib/page-routes'

import styles from './OpenData.module.css'

export async function OpenDataSidebar({ locale }: { locale: Locale }) {
  const [t, news] = await Promise.all([getTranslations({ locale, namespace: 'OpenData' }), getLatestNews(locale, 2)])
  const latest = news.filter((item) => item.title)
  return (
    <aside className={styles.sidebar}>
      <SidebarSearch locale={locale} />
      {latest.length > 0 ? (
        <section aria-labelledby="open-data-latest-news">
          <h2 id="open-data-latest-news">{t('latestNews')}</h2>
          <ul className={styles.news} role="list" data-testid="latest-news">
            {latest.map((item) => (
              <li key={item.uniqueUrl}>
                <Card title={item.title} href={routes.newsDetail(item.uniqueUrl)} image={item.image} imageAlt="" sizes="(max-width: 1024px) 100vw, 18rem" aspectRatio="16 / 9" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  )
}
