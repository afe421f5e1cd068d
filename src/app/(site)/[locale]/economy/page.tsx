/** `/economy` opens the default economy page (spec route table: pageUrl defaults to Tourism-Sector). */
import { notFound } from 'next/navigation'

import { getPagesByCategory } from '@/features/content/queries'
import { defaultEconomyPage, economyHref } from '@/features/economy/model'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'

export default async function EconomyIndex({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  const target = defaultEconomyPage(await getPagesByCategory('economy', locale))
  if (!target) notFound()
  redirect({ href: economyHref(target), locale })
}
