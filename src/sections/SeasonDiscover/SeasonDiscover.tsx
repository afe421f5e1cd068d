/**
 * SeasonDiscover: the discover banners at the foot of a season page (spec "Season details"), each a picture with
 * a title, a line of text and a link (an internal path through the i18n Link, or an external address).
 */
import { Card } from '@/components/ui/Card'

import styles from '../EventSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function SeasonDiscover({ section, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <ul className={styles.banners} role="list" data-testid={`season-discover-${index}`}>
      {items.map((item, i) => (
        <li key={item.id ?? i}>
          <Card
            title={item.title ?? ''}
            href={item.link ?? undefined}
            image={item.image}
            imageAlt={item.alt ?? undefined}
            text={item.description ?? item.subTitle}
            headingLevel={2}
            aspectRatio="16 / 9"
          />
        </li>
      ))}
    </ul>
  )
}
