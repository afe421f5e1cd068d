/**
 * Discover Dhofar (spec "Discover"): title and description, then the active sections in order beside a sticky
 * sidebar that lists each by its first title. On phones the list comes first and does not stick.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Media, Page } from '@/payload-types'

import { discoverEntries } from './discover'
import styles from './Discover.module.css'
import { DiscoverNav } from './DiscoverNav'
import { DiscoverSection } from './DiscoverSection'

export async function DiscoverScreen({ page, locale }: { page: Page; locale: Locale }) {
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'Discover' }),
  ])
  const entries = discoverEntries(page.sections)
  const video = page.video && typeof page.video === 'object' ? (page.video as Media) : null
  const listed = entries.filter((entry) => entry.title).map(({ anchor, title }) => ({ anchor, title }))
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        description={page.description}
        image={page.image}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.layout}>
        {listed.length > 0 ? (
          <div className={styles.aside}>
            <DiscoverNav entries={listed} title={t('navTitle')} />
          </div>
        ) : null}
        <div className={styles.sections}>
          {entries.map((entry) => (
            <DiscoverSection key={entry.anchor} entry={entry} video={video} locale={locale} />
          ))}
        </div>
      </div>
    </main>
  )
}
