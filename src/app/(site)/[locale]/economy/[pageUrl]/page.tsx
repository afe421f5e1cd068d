/** An economy page; unknown, unpublished or non-economy addresses are a 404. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getPagesByCategory } from '@/page-data/queries'
import { defaultEconomyPage, EconomySidebar, economyStyles as styles } from '@/features/economy'
import { env } from '@/lib/env'
import { RenderSections } from '@/sections/RenderSections'
import { routes } from '@/lib/page-routes'
import { sectionsWithout, sectionsWithStyle } from '@/sections/select'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: PageUrlParams }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getPagesByCategory('economy', localeOr(params.locale))).map((page) => ({ pageUrl: page.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'economy')
  return pageMetadata(page, (p) => routes.economy(p.uniqueUrl), locale)
}

export default async function EconomyPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'economy')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
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
          { label: t('projects'), href: first ? routes.economy(first) : undefined },
          { label: page.title },
        ]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <article className={styles.article}>
          <RenderSections sections={sectionsWithStyle(sections, 'PageImages')} locale={locale} />
          {page.content ? <RichText value={page.content} /> : null}
          <RenderSections sections={sectionsWithout(sections, 'PageImages')} locale={locale} />
        </article>
        <EconomySidebar pages={pages} current={page.uniqueUrl} locale={locale} />
      </div>
    </main>
  )
}
