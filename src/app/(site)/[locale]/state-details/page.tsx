/** `/state-details` without a wilayat: the list of wilayats is what the visitor is after. */
import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { screens } from '@/lib/page-routes'

type Props = { params: Promise<{ locale: Locale }> }

export default async function StateDetailsIndex({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  permanentRedirect({ href: screens.states, locale })
}
