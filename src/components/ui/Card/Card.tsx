/**
 * A card: picture, title, optional subtitle and text, the whole card clickable. Only the title is a link (one
 * tab stop, one clear link name); its ::after stretches over the card, so a click anywhere follows it without
 * nesting anything interactive (the Inclusive Components "block link" pattern). Put nothing else interactive
 * in a linked card. The heading comes first in the source so screen readers meet the name before the picture;
 * CSS shows the picture on top.
 */
import type React from 'react'

import { Link } from '@/i18n/Link'

import { Media, type MediaResource } from '../Media'

import styles from './Card.module.css'

export type CardProps = {
  title: string
  /** A site path without the language prefix (`/news-details/x`), or an absolute URL. */
  href?: string
  image?: MediaResource | number | null
  /** Overrides the image's alt text; `''` when the picture adds nothing to the title. */
  imageAlt?: string
  /** The image's rendered width per viewport; the default suits a 3/2/1-column grid or carousel. */
  sizes?: string
  /** The picture's box (default "4 / 3"), so cards of one row line up whatever their pictures. */
  aspectRatio?: string
  /** The first card of a list that opens the page: its picture is a phone's largest paint, so it loads at once. */
  priority?: boolean
  /** A short line under the title (a date, a place). */
  subtitle?: React.ReactNode
  /** Plain text, already cut to length (`cutWords`). */
  text?: string | null
  /** The heading level that fits the page outline (default 3: cards usually sit under a section's h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** More non-interactive content after the text. */
  children?: React.ReactNode
  className?: string
}

// A third of the 75rem page at most (the `card` preset of Media's sizes): the srcset stops there too (ADR 0028).
const DEFAULT_SIZES = 'card'

export function Card(props: CardProps) {
  const { title, href, image, imageAlt, sizes = DEFAULT_SIZES, aspectRatio = '4 / 3', priority } = props
  const { subtitle, text, children } = props
  const Heading = `h${props.headingLevel ?? 3}` as const
  const classes = props.className ? `${styles.card} ${props.className}` : styles.card
  const external = href !== undefined && /^[a-z][a-z\d+.-]*:/i.test(href)
  return (
    <article className={classes}>
      <div className={styles.body}>
        <Heading>
          {!href ? (
            title
          ) : external ? (
            <a href={href}>
              {title}
            </a>
          ) : (
            <Link href={href}>
              {title}
            </Link>
          )}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {text ? <p className={styles.text}>{text}</p> : null}
        {children ?? null}
      </div>
      {image ? (
        <div className={styles.media}>
          <Media resource={image} alt={imageAlt} sizes={sizes} aspectRatio={aspectRatio} priority={priority} />
        </div>
      ) : null}
    </article>
  )
}
