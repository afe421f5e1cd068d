/** `.ics` downloads under a language prefix (/ar/event-details/{url}/calendar.ics). */
import { notFound } from 'next/navigation'

import { icsResponse } from '@/features/events'
import { isLocale } from '@/i18n/locales'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; pageUrl: string }> }) {
  const { locale, pageUrl } = await params
  if (!isLocale(locale)) notFound()
  return icsResponse(pageUrl, locale)
}
