/**
 * SeasonDiscover: the discover banners at the foot of a season page, each a picture with
 * a title, a line of text and a link (an internal path through the i18n Link, or an external address).
 */
import { CardList } from '@/components/ui/Card'

import styles from '../EventSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function SeasonDiscover({ section, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <CardList
      items={items}
      className={styles.banners}
      role="list"
      data-testid={`season-discover-${index}`}
      card={(item) => ({ text: item.description ?? item.subTitle, headingLevel: 2, aspectRatio: '16 / 9' })}
    />
  )
}
