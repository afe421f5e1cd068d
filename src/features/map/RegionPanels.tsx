/**
 * Server side of the interactive map: one region's cards for one tab, rendered with the shared `Card` (image linking
 * to /upcoming-events, subtitle as the heading, description). The page renders the one shown first (Salalah, the first
 * tab) into its HTML; the explorer asks for another when it is chosen (./actions.ts), so the page no longer carries
 * all forty panels in its payload to show one (docs/decisions/0028-html-weight.md).
 */
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/Card'
import type { MapTab } from '@/lib/content-model'
import type { Page } from '@/payload-types'
import { screens } from '@/lib/page-routes'

import { regionCards } from './data'
import { WILAYATS, type RegionStyle } from './wilayats'
import styles from './Map.module.css'

export function buildRegionPanel(page: Page | null, region: RegionStyle, tab: MapTab, emptyText: string): ReactNode {
  const cards = regionCards(page, region, tab)
  if (cards.length === 0) return <p className={styles.hint}>{emptyText}</p>
  const slug = WILAYATS.find((r) => r.style === region)?.slug
  return (
    <ul className={styles.cardGrid} data-region={slug} data-tab={tab}>
      {cards.map((item) => (
        <li key={item.id ?? item.subTitle}>
          <Card
            title={item.subTitle || item.title || ''}
            text={item.description}
            image={item.image}
            imageAlt={item.alt ?? undefined}
            href={screens.upcomingEvents}
            sizes="(max-width: 768px) 100vw, 40vw"
          />
        </li>
      ))}
    </ul>
  )
}
