/** missionVision (Identity and Strategy pages): mission and vision side by side, each a heading and its text. */
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export function MissionVision({ section }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  return (
    <div className={styles.missionVision} data-style="missionVision">
      {items.map((item, i) => (
        <section key={item.id ?? i} className={styles.statement}>
          <h2>{item.title}</h2>
          {item.description ? <p className={styles.statementText}>{item.description}</p> : null}
          {item.text ? <RichText value={item.text} /> : null}
        </section>
      ))}
    </div>
  )
}
