/**
 * Any published CMS page that no screen of its own claims, at /{uniqueUrl}: editors can add pages without a
 * deploy. Pages whose category has a screen (news, events, ...) are sent there; anything else is a 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UNIQUE_URL_PATTERN } from '@/collections/Pages'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { findPages } from '@/features/content/data'
import { getPageByUrl } from '@/features/content/queries'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { env } from '@/lib/env'
import { OWN_SCREEN_URLS, pathByCategory } from '@/lib/page-routes'
import { getPayloadClient } from '@/lib/payload'
import { RenderSections } from '@/sections/RenderSections'

import styles from './page.module.css'

type Props = { params: Promise<{ locale: Locale; path: string[] }> }

/** Pre-render the general pages that exist at build time and have no screen of their own; others render on first
 * request, then stay cached. */
export async function generateStaticParams() {
  const { docs } = await findPages(await getPayloadClient(), { category: 'general', locale: 'en', limit: 500, depth: 0 })
  return docs.filter((page) => !OWN_SCREEN_URLS.has(page.uniqueUrl)).map((page) => ({ path: [page.uniqueUrl] }))
}

async function pageFor({ params }: Props) {
  const { locale, path } = await params
  const uniqueUrl = path.length === 1 ? decodeURIComponent(path[0]) : ''
  if (!UNIQUE_URL_PATTERN.test(uniqueUrl)) return { locale, page: null }
  return { locale, page: await getPageByUrl(uniqueUrl, locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageFor(props)
  if (!page) return {}
  return {
    title: page.seoTitle || page.title,
    description: page.seoDesc || page.description || undefined,
    alternates: alternatesFor(`/${page.uniqueUrl}`, locale),
  }
}

export default async function GenericPage(props: Props) {
  const { locale, page } = await pageFor(props)
  setRequestLocale(locale)
  if (!page) notFound()
  const home = pathByCategory(page)
  if (home) permanentRedirect({ href: home, locale })
  const t = await getTranslations({ locale, namespace: 'Navigation' })
  return (
    <main id="main" className={styles.page}>
      <PageHeader
        title={page.title}
        description={page.description}
        image={page.image}
        breadcrumb={[{ label: t('home'), href: '/' }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} /> : null}
        <RenderSections sections={page.sections} locale={locale} />
      </div>
    </main>
  )
}
