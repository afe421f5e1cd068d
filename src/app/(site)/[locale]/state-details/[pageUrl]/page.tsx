/** A wilayat's page (spec "State detail"): any published page of category states; anything else is a 404. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UNIQUE_URL_PATTERN } from '@/collections/Pages'
import { contentMetadata } from '@/features/about-screens/metadata'
import { getStatePages, stateHref } from '@/features/about-screens/queries'
import { StateDetail } from '@/features/about-screens/StateDetail'
import { getPageByUrl } from '@/features/content/queries'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; pageUrl: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const states = await getStatePages(isLocale(params.locale) ? params.locale : 'en')
  return states.map((page) => ({ pageUrl: page.uniqueUrl }))
}

async function load({ params }: Props) {
  const { locale, pageUrl } = await params
  const uniqueUrl = decodeURIComponent(pageUrl)
  const page = UNIQUE_URL_PATTERN.test(uniqueUrl) ? await getPageByUrl(uniqueUrl, locale) : null
  return { locale, page: page?.category === 'states' ? page : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props)
  return contentMetadata(page, page ? stateHref(page.uniqueUrl) : '', locale)
}

export default async function StateDetailPage(props: Props) {
  const { locale, page } = await load(props)
  setRequestLocale(locale)
  if (!page) notFound()
  const [states, list, t] = await Promise.all([
    getStatePages(locale),
    getPageByUrl('states', locale),
    getTranslations({ locale, namespace: 'States' }),
  ])
  return <StateDetail page={page} states={states} statesTitle={list?.title || t('title')} locale={locale} />
}
