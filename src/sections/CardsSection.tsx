/**
 * A content section drawn as a titled grid of cards (wilayats, landmarks, goals, values): the section labelled by
 * its h2, the items as a CardList. The renderers give the heading, the grid and the card options.
 */
import type React from 'react'

import { CardList, type CardItem, type CardOptions } from '@/components/ui/Card'

import styles from './ContentSections.module.css'

type CardsSectionProps<T extends CardItem> = {
  headingId: string
  title: string
  items: readonly T[]
  /** The list's grid class (default the 16rem-column card grid). */
  grid?: string
  card?: CardOptions | ((item: T) => CardOptions)
  extra?: (item: T) => React.ReactNode
  'data-testid'?: string
  'data-style'?: string
}

export function CardsSection<T extends CardItem>({ headingId, title, items, grid, card, extra, ...data }: CardsSectionProps<T>) {
  return (
    <section className={styles.block} aria-labelledby={headingId} {...data}>
      <h2 id={headingId}>{title}</h2>
      <CardList items={items} className={grid ?? styles.cardGrid} role="list" card={card} extra={extra} />
    </section>
  )
}
