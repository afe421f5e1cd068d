/**
 * The organisational structure page: each block (top management, team, the
 * timeline) under its title banner, as organizationBlocks lays them out.
 */
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { TitleBannerItem } from '@/sections/TitleBanner/TitleBanner'

import { organizationBlocks, type OrganizationBlock } from './organization'
import { ManagementCards, TeamCards } from './OrganizationCards'
import { OrganizationTimeline } from './OrganizationTimeline'
import styles from '@/components/ui/Layout/Screens.module.css'

function Block({ block, index, timelineLabel }: { block: OrganizationBlock; index: number; timelineLabel: string }) {
  const headingId = block.banner ? `org-block-${index + 1}` : undefined
  const banner = block.banner ? <TitleBannerItem item={block.banner} id={headingId} /> : null
  const level = block.banner ? 3 : 2
  return (
    <section className={styles.main} aria-labelledby={headingId}>
      {banner}
      {block.kind === 'management' ? <ManagementCards items={block.items} level={level} /> : null}
      {block.kind === 'team' ? <TeamCards items={block.items} level={level} /> : null}
      {block.kind === 'timeline' ? (
        <OrganizationTimeline timeline={block.timeline} level={level} label={timelineLabel} />
      ) : null}
    </section>
  )
}

export async function OrganizationScreen({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Organization' })
  const blocks = organizationBlocks(page.sections)
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} withImage />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        {blocks.map((block, index) => (
          <Block key={`${block.kind}-${index}`} block={block} index={index} timelineLabel={t('timelineLabel')} />
        ))}
      </div>
    </main>
  )
}
