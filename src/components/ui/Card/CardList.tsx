/**
 * A list of cards, one per CMS item (a section's slider or card items): each item's title, link, picture and alt
 * text, and description fill its card; `card` sets the rest (or overrides those, per item), `extra` adds content
 * inside a card after its text.
 */
import type React from 'react'

import type { MediaResource } from '../Media'

import { Card, type CardProps } from './Card'

/** What a card takes from a CMS item. */
export type CardItem = {
  id?: string | null
  title?: string | null
  link?: string | null
  image?: MediaResource | number | null
  alt?: string | null
  description?: string | null
}

export type CardOptions = Partial<Omit<CardProps, 'children'>>

type CardListProps<T extends CardItem> = {
  items: readonly T[]
  className?: string
  /** `list` keeps list semantics where CSS removes the bullets (Safari drops them with `list-style: none`). */
  role?: 'list'
  'data-testid'?: string
  card?: CardOptions | ((item: T) => CardOptions)
  extra?: (item: T) => React.ReactNode
}

export function CardList<T extends CardItem>({ items, className, role, card, extra, ...data }: CardListProps<T>) {
  return (
    <ul className={className} role={role} {...data}>
      {items.map((item, i) => (
        <li key={item.id ?? i}>
          <Card
            title={item.title ?? ''}
            href={item.link ?? undefined}
            image={item.image}
            imageAlt={item.alt ?? undefined}
            text={item.description}
            {...(typeof card === 'function' ? card(item) : card)}
          >
            {extra?.(item)}
          </Card>
        </li>
      ))}
    </ul>
  )
}
