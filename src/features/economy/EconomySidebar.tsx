/**
 * The economy sidebar: "Dhofar economic projects", a card (picture, title) for every economy
 * page linking to /economy/{uniqueUrl}; the page being read is marked as the current one.
 */
import { getTranslations } from 'next-intl/server'

import { Media } from '@/components/ui/Media'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import type { Page } from '@/payload-types'
import { routes } from '@/lib/page-routes'

import styles from './Economy.module.css'

export async function EconomySidebar({ pages, current, locale }: { pages: Page[]; current: string; locale: Locale }) {
  const items = pages.filter((page) => page.title?.trim())
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Economy' })
  return (
    <aside className={styles.sidebar} aria-labelledby="economy-projects">
      <h2 id="economy-projects">{t('projects')}</h2>
      <ul className={styles.projects} role="list" data-testid="economy-projects">
        {items.map((page) => (
          <li key={page.id}>
            <Link
              className={styles.project}
              href={routes.economy(page.uniqueUrl)}
              aria-current={page.uniqueUrl === current ? 'page' : undefined}
            >
              <span className={styles.thumb}>
                <Media resource={page.image} decorative sizes="6rem" aspectRatio="4 / 3" />
              </span>
              <span className={styles.projectTitle}>{page.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
