/**
 * Emergency numbers: /emergency and /ar/emergency (src/features/emergency). Pre-rendered; expired with the
 * `global:emergency-numbers` tag when an editor saves the numbers.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmergencyScreen, emergencyView, getEmergencyNumbers } from '@/features/emergency'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { screens } from '@/lib/page-routes'
import { socialMetadata } from '@/lib/metadata/social'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Emergency' })
  return {
    title: t('title'),
    description: t('description'),
    ...socialMetadata({ title: t('title'), description: t('description'), path: screens.emergency, locale }),
    alternates: alternatesFor(screens.emergency, locale),
  }
}

export default async function EmergencyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <EmergencyScreen view={emergencyView(await getEmergencyNumbers(locale), locale)} locale={locale} />
}
