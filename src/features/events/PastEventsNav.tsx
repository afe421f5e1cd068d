/** The past-events paging: plain links to static addresses (previous, numbered pages, next), as on the news list. */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { pastEventsPath } from './past'
import styles from './UpcomingEvents.module.css'

export async function PastEventsNav({ page, totalPages, locale }: { page: number; totalPages: number; locale: Locale }) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Events' })
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul role="list">
        {page > 1 ? (
          <li>
            <Link href={pastEventsPath(page - 1)} rel="prev" className={styles.chip}>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={pastEventsPath(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pageN', { page: String(n) })}
              className={styles.chip}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={pastEventsPath(page + 1)} rel="next" className={styles.chip}>
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
