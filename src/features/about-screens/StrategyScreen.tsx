/**
 * The strategy page (spec "Strategy"): mission and vision, values, the pillars (slogan story items) and the goals
 * (ItemsValue cards), in the editors' order, between decorative textures: frankincense-resin dots and monsoon
 * contour lines drawn by CSS, hidden from assistive technology, never under text.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'

import styles from './Screens.module.css'
import { activeSections } from './sections'
import textures from './Strategy.module.css'

export async function StrategyScreen({ page, locale }: { page: Page; locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: 'Navigation' })
  return (
    <main id="main" className={textures.page}>
      <PageHeader
        title={page.title}
        description={page.description}
        image={page.image}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={`${textures.texture} ${textures.resin}`} aria-hidden="true" data-testid="strategy-texture" />
      <div className={styles.body} data-testid="strategy">
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        <RenderSections sections={activeSections(page.sections)} locale={locale} />
      </div>
      <div className={`${textures.texture} ${textures.contours}`} aria-hidden="true" data-testid="strategy-texture" />
    </main>
  )
}
