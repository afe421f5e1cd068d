/**
 * The header of a screen that shows one CMS page just under home (about screens, open data, maps, general pages):
 * the page's title and description, its picture behind them with `withImage`, and a Home › title breadcrumb.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'

type Props = { page: Pick<Page, 'title' | 'description' | 'image'>; locale: Locale; withImage?: boolean }

export async function CmsPageHeader({ page, locale, withImage = false }: Props) {
  const nav = await getTranslations({ locale, namespace: 'Navigation' })
  return (
    <PageHeader
      title={page.title}
      description={page.description}
      image={withImage ? page.image : undefined}
      breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}
      baseUrl={env.SITE_URL}
    />
  )
}
