/**
 * The news list's classification filter ("All" plus the editors' classifications) and its paging (previous,
 * numbered pages, next): plain links to static addresses, so they work without JavaScript and crawlers follow
 * them. The current choice is marked with aria-current.
 */
import { getTranslations } from 'next-intl/server'

import { chipStyles, Pager } from '@/components/ui/Pager'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { localizedPath } from '@/i18n/paths'
import { newsPath, type NewsView } from '@/lib/page-routes'


type Classification = { key: string; name: string }

export async function ClassificationNav({ items, current, locale }: { items: Classification[]; current: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const options = [{ key: null, name: t('all') }, ...items]
  return (
    <nav aria-label={t('classification')}>
      <ul role="list" className={chipStyles.list}>
        {options.map((option) => (
          <li key={option.key ?? 'all'}>
            <Link
              href={newsPath({ classification: option.key, page: 1 })}
              aria-current={option.key === current ? 'page' : undefined}
              className={chipStyles.chip}
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
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <Pager
      label={t('pagination')}
      page={view.page}
      totalPages={totalPages}
      href={(page) => localizedPath(newsPath({ ...view, page }), locale)}
      pageLabel={(page) => t('pageN', { page: String(page) })}
      previous={t('previous')}
      next={t('next')}
    />
  )
}
