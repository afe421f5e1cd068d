/** `/economy` opens the default economy page (pageUrl defaults to Tourism-Sector). */

import { getPagesByCategory } from '@/page-data/queries'
import { defaultEconomyPage } from '@/features/economy'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { routes } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { setRequestLocale } from 'next-intl/server'

export default async function EconomyIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const target = defaultEconomyPage(await getPagesByCategory('economy', locale))
  if (!target) return <NotFoundPage locale={locale} />
  redirect({ href: routes.economy(target), locale })
}
