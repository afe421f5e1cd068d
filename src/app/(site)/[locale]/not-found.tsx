/** Next's own 404s in the site's layout (and the client's view of a `NotFoundPage` after hydration). */
import { getLocale } from 'next-intl/server'

import { NotFoundScreen } from '@/components/site/NotFoundScreen'
import { defaultLocale, isLocale } from '@/i18n/locales'

export default async function NotFound() {
  const current = await getLocale()
  return <NotFoundScreen locale={isLocale(current) ? current : defaultLocale} />
}
