/** identitySections (Identity page): the parts of the identity (colours, type, imagery, voice), two per row. */
import { Media } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function IdentitySections({ section }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <div className={styles.identitySections} data-style="identitySections">
      {items.map((item, i) => (
        <section key={item.id ?? i} className={styles.panel}>
          {item.image ? <Media resource={item.image} alt={item.alt ?? undefined} aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 37rem" /> : null}
          <h2>{item.title}</h2>
          {item.text ? <RichText value={item.text} /> : item.description ? <p>{item.description}</p> : null}
        </section>
      ))}
    </div>
  )
}
