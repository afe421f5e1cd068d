/** E-visa: the CMS page `e-visa` with the apply button and the pictures of its VisaImage section. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import { ContentScreen, VisaButton, VisaImages, visaSection } from '@/features/content-screens'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataAt('e-visa', '/e-visa', (await params).locale)
}

export default async function EVisaPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, nav] = await Promise.all([getPageByUrl('e-visa', locale), getTranslations({ locale, namespace: 'Navigation' })])
  if (!page) return <NotFoundPage locale={locale} />
  const section = visaSection(page)
  return (
    <ContentScreen
      page={page}
      locale={locale}
      breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}
      headerExtra={<VisaButton section={section} locale={locale} />}
      ownStyles={['VisaImage']}
    >
      <VisaImages section={section} page={page} locale={locale} />
    </ContentScreen>
  )
}
