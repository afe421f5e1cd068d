/**
 * The news list's classification filter ("All" plus the editors' classifications) and its paging (previous,
 * numbered pages, next): plain links to static addresses, so they work without JavaScript and crawlers follow
 * them. The current choice is marked with aria-current.
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { newsPath, type NewsView } from './model'
import styles from './News.module.css'

type Classification = { key: string; name: string }

export async function ClassificationNav({ items, current, locale }: { items: Classification[]; current: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const options = [{ key: null, name: t('all') }, ...items]
  return (
    <nav aria-label={t('classification')} className={styles.filters}>
      <ul role="list">
        {options.map((option) => (
          <li key={option.key ?? 'all'}>
            <Link
              href={newsPath({ classification: option.key, page: 1 })}
              aria-current={option.key === current ? 'page' : undefined}
              className={styles.chip}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export async function Pagination({ view, totalPages, locale }: { view: NewsView; totalPages: number; locale: Locale }) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'News' })
  const at = (page: number) => newsPath({ ...view, page })
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul role="list">
        {view.page > 1 ? (
          <li>
            <Link href={at(view.page - 1)} rel="prev" className={styles.chip}>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={at(page)}
              aria-current={page === view.page ? 'page' : undefined}
              aria-label={t('pageN', { page: String(page) })}
              className={styles.chip}
            >
              {page}
            </Link>
          </li>
        ))}
        {view.page < totalPages ? (
          <li>
            <Link href={at(view.page + 1)} rel="next" className={styles.chip}>
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
