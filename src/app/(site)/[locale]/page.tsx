/** Home: the home page's title and description from the CMS (the full home page is issue 8). */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getPageByUrl } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'
import { alternatesFor } from '@/i18n/alternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getPageByUrl('home', locale)
  return {
    title: { absolute: page?.seoTitle || page?.title || '' },
    description: page?.seoDesc || page?.description || undefined,
    alternates: alternatesFor('/', locale),
  }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl('home', locale)
  if (!page) notFound()
  return (
    <main id="main" className="home-intro">
      <h1>{page.title}</h1>
      {page.description ? <p>{page.description}</p> : null}
    </main>
  )
}
