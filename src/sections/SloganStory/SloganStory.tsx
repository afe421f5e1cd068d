/**
 * sloganStory (Identity and Strategy pages): the story told in a few numbered chapters, each a heading and
 * rich text. The numbers are decoration (the list already numbers them for screen readers).
 */
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function SloganStory({ section }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <ol className={styles.story} data-style="sloganStory">
      {items.map((item, i) => (
        <li key={item.id ?? i} className={styles.storyItem}>
          <span className={styles.storyNumber} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <h2>{item.title}</h2>
            {item.subTitle ? <p className={styles.kicker}>{item.subTitle}</p> : null}
            {item.text ? <RichText value={item.text} /> : item.description ? <p>{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
