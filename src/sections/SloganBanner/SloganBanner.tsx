/**
 * sloganBanner (Identity page): the identity's banner pictures, each with its slogan line and subtitle over a
 * scrim. The first banner is wide; the others share the row below. The pictures keep their own alt text: they
 * show the landscapes the slogan speaks of.
 */
import { Media } from '@/components/ui/Media'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function SloganBanner({ section, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.image || item.title)
  if (items.length === 0) return null
  return (
    <div className={styles.banners} data-style="sloganBanner">
      {items.map((item, i) => (
        <figure key={item.id ?? i} className={styles.banner}>
          <Media
            resource={item.image}
            alt={item.alt ?? undefined}
            fill
            priority={index === 0 && i === 0}
            sizes={i === 0 ? '(max-width: 75rem) 100vw, 75rem' : '(max-width: 768px) 100vw, 37rem'}
          />
          {item.title || item.subTitle ? (
            <figcaption className={styles.bannerCaption}>
              {item.title ? <span className={styles.bannerTitle}>{item.title}</span> : null}
              {item.subTitle ? <span>{item.subTitle}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      ))}
    </div>
  )
}
