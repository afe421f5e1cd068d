/**
 * The screens that are a CMS page and nothing else (privacy, supplier registration, digital participation):
 * metadata and page for a fixed unique URL at a fixed path. A missing or unpublished page is a 404 (spec
 * section 5: content renders only when the page exists).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPageByUrl } from '@/features/content/queries'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'

import { ContentScreen } from './ContentScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function pageMetadata(uniqueUrl: string, path: string, locale: Locale): Promise<Metadata> {
  const page = await getPageByUrl(uniqueUrl, locale)
  if (!page) return {}
  return {
    title: page.seoTitle || page.title,
    description: page.seoDesc || page.description || undefined,
    alternates: alternatesFor(path, locale),
  }
}

export function simpleScreen(uniqueUrl: string, path: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return pageMetadata(uniqueUrl, path, (await params).locale)
  }
  async function Screen({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const [page, nav] = await Promise.all([getPageByUrl(uniqueUrl, locale), getTranslations({ locale, namespace: 'Navigation' })])
    if (!page) notFound()
    return <ContentScreen page={page} locale={locale} breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]} />
  }
  return { generateMetadata, Screen }
}
