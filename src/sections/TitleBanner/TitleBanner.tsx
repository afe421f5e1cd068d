/**
 * Title (organisational structure page): title banners, each a section heading with an optional line of text.
 * The organisational structure screen places each banner above its block; elsewhere they stand in page order.
 */
import styles from '../ContentSections.module.css'
import { itemsOf, type SectionItem, type SectionProps } from '../types'

export function TitleBannerItem({ item, id }: { item: SectionItem; id?: string }) {
  return (
    <div className={styles.titleBanner}>
      <span className={styles.titleRule} aria-hidden="true" />
      <h2 id={id}>{item.title}</h2>
      {item.description ? <p>{item.description}</p> : null}
    </div>
  )
}

export function TitleBanner({ section }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <div className={styles.block} data-style="Title">
      {items.map((item, i) => (
        <TitleBannerItem key={item.id ?? i} item={item} />
      ))}
    </div>
  )
}
