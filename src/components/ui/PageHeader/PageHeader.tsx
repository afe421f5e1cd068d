/**
 * The top of a content page: breadcrumb, the page's one `<h1>` and an optional description, optionally over a
 * background image. The image is decorative here (the title says what the page is), loads first as it is the
 * page's largest paint, and sits under a dark scrim so white text keeps a 4.5:1 contrast on any picture.
 */
import type React from 'react'

import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb'
import { Media, imageOf, type MediaResource } from '../Media'

import styles from './PageHeader.module.css'

export type PageHeaderProps = {
  title: string
  description?: string | null
  /** From home to this page; the last item is this page. */
  breadcrumb?: BreadcrumbItem[]
  /** The site's absolute address, for the breadcrumb's structured data. */
  baseUrl?: string
  /** A background picture (a populated media document); an id or a video is ignored. */
  image?: MediaResource | number | null
  /** Extra content under the description (a date, a button). */
  children?: React.ReactNode
  className?: string
}

export function PageHeader({ title, description, breadcrumb, baseUrl, image, children, className }: PageHeaderProps) {
  const hasImage = imageOf(image) !== null
  const classes = [styles.root, hasImage ? styles.withImage : '', className].filter(Boolean).join(' ')
  return (
    <header className={classes}>
      {hasImage ? (
        <div className={styles.background}>
          <Media resource={image} fill decorative priority sizes="100vw" />
        </div>
      ) : null}
      <div className={styles.inner}>
        {breadcrumb && breadcrumb.length > 0 ? <Breadcrumb items={breadcrumb} baseUrl={baseUrl} /> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
      </div>
    </header>
  )
}
