/**
 * Draws any section whose style has no renderer of its own: its items as a grid of cards (picture, title,
 * subtitle, text, link), so a section an editor adds never disappears from the page.
 */
import { CardList } from '@/components/ui/Card'
import { RichText } from '@/components/ui/RichText'

import styles from './GenericSection.module.css'
import { itemsOf, type SectionProps } from './types'

export function GenericSection({ section, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title || item.description || item.text || item.image)
  if (!items.length) return null
  return (
    <section id={`section-${index + 1}`} className={styles.section} data-style={section.style}>
      <CardList
        items={items}
        className={styles.grid}
        card={(item) => ({ subtitle: item.subTitle, headingLevel: 2 })}
        extra={(item) => (item.text ? <RichText value={item.text} /> : null)}
      />
    </section>
  )
}
