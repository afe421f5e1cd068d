/** An economy page (spec "Economy"); unknown, unpublished or non-economy addresses are a 404. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UNIQUE_URL_PATTERN } from '@/collections/Pages'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getPageByUrl, getPagesByCategory } from '@/features/content/queries'
import styles from '@/features/economy/Economy.module.css'
import { EconomySidebar } from '@/features/economy/EconomySidebar'
import { defaultEconomyPage, economyHref } from '@/features/economy/model'
import { alternatesFor } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { RenderSections } from '@/sections/RenderSections'

type Props = { params: Promise<{ locale: Locale; pageUrl: string }> }

/** Next types the parent's params as strings: narrow to our locales. */
const localeOr = (value: string): Locale => (isLocale(value) ? value : 'en')

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getPagesByCategory('economy', localeOr(params.locale))).map((page) => ({ pageUrl: page.uniqueUrl }))
}

async function load({ params }: Props) {
  const { locale, pageUrl } = await params
  const uniqueUrl = decodeURIComponent(pageUrl)
  const page = UNIQUE_URL_PATTERN.test(uniqueUrl) ? await getPageByUrl(uniqueUrl, locale) : null
  return { locale, page: page?.category === 'economy' ? page : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props)
  if (!page) return {}
  return {
    title: page.seoTitle || page.title,
    description: page.seoDesc || page.description || undefined,
    alternates: alternatesFor(economyHref(page.uniqueUrl), locale),
  }
}

export default async function EconomyPage(props: Props) {
  const { locale, page } = await load(props)
  setRequestLocale(locale)
  if (!page) notFound()
  const [t, nav, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'Economy' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getPagesByCategory('economy', locale),
  ])
  const first = defaultEconomyPage(pages)
  const sections = page.sections ?? []
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        description={page.description}
        breadcrumb={[
          { label: nav('home'), href: '/' },
          { label: t('projects'), href: first ? economyHref(first) : undefined },
          { label: page.title },
        ]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <article className={styles.article}>
          <RenderSections sections={sections.filter((s) => s.style === 'PageImages')} locale={locale} />
          {page.content ? <RichText value={page.content} /> : null}
          <RenderSections sections={sections.filter((s) => s.style !== 'PageImages')} locale={locale} />
        </article>
        <EconomySidebar pages={pages} current={page.uniqueUrl} locale={locale} />
      </div>
    </main>
  )
}
