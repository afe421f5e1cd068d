/**
 * The body of a news detail page: the NewsImages carousel, the date with its icon, the
 * article, then a sidebar with the search box and up to three other news items.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import { RichText } from '@/components/ui/RichText'
import { ShareButton } from '@/components/ui/ShareButton/ShareButton'
import type { Locale } from '@/i18n/locales'
import { formatDate, isoDay } from '@/lib/dates'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'
import { routes } from '@/lib/page-routes'
import { sectionsWithout } from '@/sections/select'

import { type NewsSummary } from './model'
import { articlePictures } from './pictures'
import styles from './News.module.css'
import { SidebarSearch } from '@/components/site/SidebarSearch'

export async function NewsArticle({ page, more, locale }: { page: Page; more: NewsSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const date = formatDate(page.pageDate, locale, 'long')
  return (
    <div className={styles.detail}>
      <article className={styles.article}>
        <RenderSections sections={articlePictures(page)} locale={locale} />
        <p className={styles.date} data-testid="news-date">
          <Icon name="calendar" size={20} />
          {date ? <time dateTime={isoDay(page.pageDate)}>{date}</time> : t('noDate')}
        </p>
        {page.content ? <RichText value={page.content} /> : page.description ? <p>{page.description}</p> : null}
        <RenderSections sections={sectionsWithout(page.sections, 'NewsImages')} locale={locale} />
        <ShareButton title={page.title} />
      </article>
      <aside className={styles.sidebar}>
        <SidebarSearch locale={locale} />
        {more.length > 0 ? (
          <section aria-labelledby="more-news">
            <h2 id="more-news">{t('moreNews')}</h2>
            <ul className={styles.more} role="list">
              {more.map((item) => (
                <li key={item.uniqueUrl}>
                  <Card title={item.title} href={routes.newsDetail(item.uniqueUrl)} image={item.image} sizes="18rem" aspectRatio="16 / 9" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  )
}
