/** Alerts for visitors: /alerts and /ar/alerts (src/features/alerts). Pre-rendered; expired with the `alerts` tag. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AlertsScreen, getAlertLists } from '@/features/alerts'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { socialMetadata } from '@/lib/metadata/social'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return {
    title: t('title'),
    description: t('description'),
    ...socialMetadata({ title: t('title'), description: t('description'), path: '/alerts', locale }),
    alternates: {
      ...alternatesFor('/alerts', locale),
      types: { 'application/atom+xml': locale === 'ar' ? '/feeds/alerts-ar.atom' : '/feeds/alerts.atom' },
    },
  }
}

export default async function AlertsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <AlertsScreen lists={await getAlertLists()} locale={locale} />
}
