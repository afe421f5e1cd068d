/** Open data: the CMS page `open-data`, its data sets table, DCAT metadata and a sidebar. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import { pageMetadataAt } from '@/page-data/page-route'
import { getGlobal, getPageByUrl } from '@/page-data/queries'
import { DHOFAR_BBOX } from '@/features/map'
import {
  buildDcatCatalog,
  buildSchemaOrgCatalog,
  getDatasets,
  jsonLdScript,
  OpenDataSidebar,
  openDataStyles as styles,
  OpenDataTable,
  toOpenDataRows,
} from '@/features/open-data'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { isoDay } from '@/lib/dates'
import { env } from '@/lib/env'
import { RenderSections } from '@/sections/RenderSections'
import { sectionsWithout } from '@/sections/select'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: Promise<{ locale: Locale }> }

const PATH = '/open-data'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadataAt('open-data', PATH, (await params).locale)
}

export default async function OpenDataPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, datasets, settings, t] = await Promise.all([
    getPageByUrl('open-data', locale),
    getDatasets(locale),
    getGlobal('settings', locale),
    getTranslations({ locale, namespace: 'OpenData' }),
  ])
  if (!page) return <NotFoundPage locale={locale} />
  const rows = toOpenDataRows(page.sections, datasets, locale, (dataset) =>
    t('metadata', { date: isoDay(dataset.modified), license: dataset.license ?? '' }),
  )
  const source = {
    title: page.title,
    description: page.description,
    publisher: settings.siteName,
    locale,
    pageUrl: new URL(localizedPath(PATH, locale), env.SITE_URL).href,
    siteUrl: env.SITE_URL,
    contactEmail: settings.contact?.email,
    bbox: DHOFAR_BBOX,
    datasets,
  }
  const catalog = buildDcatCatalog(source)
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} withImage />
      <div className={styles.body}>
        <div className={styles.main}>
          {page.content ? <RichText value={page.content} /> : null}
          <OpenDataTable rows={rows} locale={locale} />
          <RenderSections sections={sectionsWithout(page.sections, 'OpenDataTable')} locale={locale} />
        </div>
        <OpenDataSidebar locale={locale} />
      </div>
      {datasets.length > 0 ? <JsonLd json={jsonLdScript(catalog)} /> : null}
      {datasets.length > 0 ? (
        <JsonLd json={jsonLdScript(buildSchemaOrgCatalog(source))} />
      ) : null}
    </main>
  )
}
