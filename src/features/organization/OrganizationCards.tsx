/**
 * The organisational structure's cards: top management (picture, category,
 * title, rich text) and team members (picture, title, description). The heading level follows the block's banner.
 */
import { Media } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'
import type { SectionItem } from '@/sections/types'

import styles from './Organization.module.css'

type Props = { items: SectionItem[]; level: 2 | 3 }

export function ManagementCards({ items, level }: Props) {
  const Heading = `h${level}` as const
  return (
    <ul className={styles.management} role="list" data-testid="org-management">
      {items.map((item, i) => (
        <li key={item.id ?? i} className={styles.leader}>
          {item.image ? (
            <div className={styles.portrait}>
              <Media resource={item.image} alt={item.alt ?? undefined} aspectRatio="1 / 1" sizes="10rem" />
            </div>
          ) : null}
          <div className={styles.leaderText}>
            {item.subTitle || item.category ? <p className={styles.category}>{item.subTitle || item.category}</p> : null}
            <Heading className={styles.cardTitle}>{item.title}</Heading>
            {item.text ? <RichText value={item.text} /> : item.description ? <p>{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function TeamCards({ items, level }: Props) {
  const Heading = `h${level}` as const
  return (
    <ul className={styles.team} role="list" data-testid="org-team">
      {items.map((item, i) => (
        <li key={item.id ?? i} className={styles.member}>
          {item.image ? (
            <div className={styles.memberImage}>
              <Media resource={item.image} alt={item.alt ?? undefined} aspectRatio="1 / 1" sizes="6rem" />
            </div>
          ) : null}
          <div>
            <Heading className={styles.cardTitle}>{item.title}</Heading>
            {item.description ? <p className={styles.memberText}>{item.description}</p> : null}
            {item.text ? <RichText value={item.text} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
