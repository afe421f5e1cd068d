/** Social: the CMS page `social` and a card per official account from the site settings. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadataAt } from '@/page-data/page-route'
import { getGlobal, getPageByUrl } from '@/page-data/queries'
import { ContentScreen, socialCards, SocialCards } from '@/features/content-screens'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataAt('social', '/social', (await params).locale)
}

export default async function SocialPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, settings, nav] = await Promise.all([
    getPageByUrl('social', locale),
    getGlobal('settings', locale),
    getTranslations({ locale, namespace: 'Navigation' }),
  ])
  if (!page) return <NotFoundPage locale={locale} />
  return (
    <ContentScreen page={page} locale={locale} breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}>
      <SocialCards accounts={socialCards(settings.social)} locale={locale} />
    </ContentScreen>
  )
}
