/** The past-events paging: plain links to static addresses (previous, numbered pages, next), as on the news list. */
import { getTranslations } from 'next-intl/server'

import { Pager } from '@/components/ui/Pager'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { pastEventsPath } from '@/lib/page-routes'

export async function PastEventsNav({ page, totalPages, locale }: { page: number; totalPages: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  return (
    <Pager
      label={t('pagination')}
      page={page}
      totalPages={totalPages}
      href={(n) => localizedPath(pastEventsPath(n), locale)}
      pageLabel={(n) => t('pageN', { page: String(n) })}
      previous={t('previous')}
      next={t('next')}
    />
  )
}
