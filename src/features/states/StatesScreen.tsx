/**
 * The wilayats list: breadcrumb, title, description, the page's rich content,
 * then a card per wilayat page (picture, title) linking to its detail page, by date ascending.
 */
import { Card } from '@/components/ui/Card'
import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { routes } from '@/lib/page-routes'

import styles from '@/components/ui/Layout/Screens.module.css'

export function StatesScreen({ page, states, locale }: { page: Page; states: Page[]; locale: Locale }) {
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        <ul className={styles.stateGrid} role="list" data-testid="state-grid">
          {states.map((state) => (
            <li key={state.id}>
              <Card
                title={state.title}
                href={routes.stateDetail(state.uniqueUrl)}
                image={state.image}
                imageAlt=""
                headingLevel={2}
                aspectRatio="3 / 2"
              />
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
