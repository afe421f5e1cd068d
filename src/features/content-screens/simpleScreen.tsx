/**
 * The screens that are a CMS page and nothing else (privacy, supplier registration, digital participation):
 * metadata and page for a fixed unique URL at a fixed path. A missing or unpublished page is a 404
 * (content renders only when the page exists).
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'

import { ContentScreen } from './ContentScreen'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export function simpleScreen(uniqueUrl: string, path: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return pageMetadataAt(uniqueUrl, path, (await params).locale)
  }
  async function Screen({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const [page, nav] = await Promise.all([getPageByUrl(uniqueUrl, locale), getTranslations({ locale, namespace: 'Navigation' })])
    if (!page) return <NotFoundPage locale={locale} />
    return <ContentScreen page={page} locale={locale} breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]} />
  }
  return { generateMetadata, Screen }
}
