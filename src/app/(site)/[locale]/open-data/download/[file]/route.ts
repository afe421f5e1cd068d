/** The same downloads under a language prefix (/ar/open-data/download/...): the files are the same in both. */
import { notFound } from 'next/navigation'

import { datasetDownload, wantsBom } from '@/features/open-data'
import { isLocale } from '@/i18n/locales'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params
  if (!isLocale(locale)) notFound()
  return datasetDownload(file, { bom: wantsBom(request) })
}
