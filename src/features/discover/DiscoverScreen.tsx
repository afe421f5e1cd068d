/**
 * Discover Dhofar: title and description, then the active sections in order beside a sticky
 * sidebar that lists each by its first title. On phones the list comes first and does not stick.
 */
import { getTranslations } from 'next-intl/server'

import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import type { Media, Page } from '@/payload-types'

import { discoverEntries } from './discover'
import styles from './Discover.module.css'
import { DiscoverNav } from './DiscoverNav'
import { DiscoverSection } from './DiscoverSection'

export async function DiscoverScreen({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Discover' })
  const entries = discoverEntries(page.sections)
  const video = page.video && typeof page.video === 'object' ? (page.video as Media) : null
  const listed = entries.filter((entry) => entry.title).map(({ anchor, title }) => ({ anchor, title }))
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} withImage />
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
