/**
 * The locale's 404 page for an address that cannot be percent-decoded (`/ar/%ZZ`, `/news-details/%ZZ`): the proxy
 * rewrites such addresses here (lib/page-routes.ts, BAD_ADDRESS_SEGMENT), since the routes they would otherwise
 * reach fail to decode them. Pre-rendered like the other screens; visited directly, it is a 404 too.
 */
import { setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/site/NotFoundScreen'
import type { Locale } from '@/i18n/locales'

export default async function AddressNotFound({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  return <NotFoundPage locale={locale} />
}
