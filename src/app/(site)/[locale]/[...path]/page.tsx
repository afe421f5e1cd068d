/**
 * Any published CMS page that no screen of its own claims, at /{uniqueUrl}: editors can add pages without a
 * deploy. Pages whose category has a screen (news, events, ...) are sent there; anything else is a 404.
 */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import { pageAt, pageMetadata } from '@/page-data/page-route'
import { getPagesByCategory } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { OWN_SCREEN_URLS, pathByCategory, routes } from '@/lib/page-routes'
import { RenderSections } from '@/sections/RenderSections'

import styles from './page.module.css'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale; path: string[] }> }

/** Pre-render the general pages that exist at build time and have no screen of their own; others render on first
 * request, then stay cached. */
export async function generateStaticParams() {
  const pages = await getPagesByCategory('general', 'en', 500)
  return pages.filter((page) => !OWN_SCREEN_URLS.has(page.uniqueUrl)).map((page) => ({ path: [page.uniqueUrl] }))
}

/** Only a single segment can name a page; its category is checked by the screen (redirect to its own screen). */
async function pageFor({ params }: Props) {
  const { locale, path } = await params
  return { locale, page: path.length === 1 ? await pageAt(path[0], locale) : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageFor(props)
  return pageMetadata(page, (p) => routes.page(p.uniqueUrl), locale)
}

export default async function GenericPage(props: Props) {
  const { locale, page } = await pageFor(props)
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const home = pathByCategory(page)
  if (home) permanentRedirect({ href: home, locale })
  return (
    <main id="main" className={styles.page}>
      <CmsPageHeader page={page} locale={locale} withImage />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} /> : null}
        <RenderSections sections={page.sections} locale={locale} />
      </div>
    </main>
  )
}
