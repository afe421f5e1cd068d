/** What a phone saves to read a wilayat offline, under a language prefix (/ar/state-details/{url}/offline.json). */
import { notFound } from 'next/navigation'

import { offlineListResponse } from '@/features/offline'
import { isLocale } from '@/i18n/locales'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; pageUrl: string }> }) {
  const { locale, pageUrl } = await params
  if (!isLocale(locale)) notFound()
  return offlineListResponse(pageUrl, locale)
}
