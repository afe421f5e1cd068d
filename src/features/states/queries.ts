/** Reads of the about screens that are not a single page by address: the wilayat pages, by date ascending. */
import { cache } from 'react'

import { getPagesByCategory } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'

/** States sorted by pageDate ascending (the order editors give them). */
export const getStatePages = cache(async (locale: Locale) =>
  (await getPagesByCategory('states', locale, 100, 'pageDate')).filter((page) => page.title?.trim()),
)
