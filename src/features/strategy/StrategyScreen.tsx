/**
 * The strategy page: mission and vision, values, the pillars (slogan story items) and the goals
 * (ItemsValue cards), in the editors' order, between decorative textures: frankincense-resin dots and monsoon
 * contour lines drawn by CSS, hidden from assistive technology, never under text.
 */
import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'

import styles from '@/components/ui/Layout/Screens.module.css'
import { activeSections } from '@/sections/select'
import textures from './Strategy.module.css'

export function StrategyScreen({ page, locale }: { page: Page; locale: Locale }) {
  return (
    <main id="main" className={textures.page}>
      <CmsPageHeader page={page} locale={locale} withImage />
      <div className={`${textures.texture} ${textures.resin}`} aria-hidden="true" data-testid="strategy-texture" />
      <div className={styles.body} data-testid="strategy">
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        <RenderSections sections={activeSections(page.sections)} locale={locale} />
      </div>
      <div className={`${textures.texture} ${textures.contours}`} aria-hidden="true" data-testid="strategy-texture" />
    </main>
  )
}
