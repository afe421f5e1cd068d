/**
 * The identity page: banner pictures, slogan story, mission and vision, values, personality
 * banner, identity sections and identity story, each drawn by its section style's renderer in the editors' order.
 */
import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'

import styles from '@/components/ui/Layout/Screens.module.css'
import { activeSections } from '@/sections/select'

export function IdentityScreen({ page, locale }: { page: Page; locale: Locale }) {
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} />
      <div className={styles.body} data-testid="identity">
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        <RenderSections sections={activeSections(page.sections)} locale={locale} />
      </div>
    </main>
  )
}
