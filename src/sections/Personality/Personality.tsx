/** personality (Identity page): the personality banner, a picture beside a heading and its rich text. */
import { Media } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function Personality({ section }: SectionProps) {
  const item = itemsOf(section).find((entry) => entry.title || entry.text)
  if (!item) return null
  return (
    <section className={styles.personality} data-style="personality">
      {item.image ? (
        <div className={styles.personalityMedia}>
          <Media resource={item.image} alt={item.alt ?? undefined} fill sizes="(max-width: 768px) 100vw, 37rem" />
        </div>
      ) : null}
      <div className={styles.personalityText}>
        {item.title ? <h2>{item.title}</h2> : null}
        {item.subTitle ? <p className={styles.kicker}>{item.subTitle}</p> : null}
        {item.text ? <RichText value={item.text} /> : item.description ? <p>{item.description}</p> : null}
      </div>
    </section>
  )
}
