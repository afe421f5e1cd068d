/**
 * Draws any section whose style has no renderer of its own: its items as a grid of cards (picture, title,
 * subtitle, text, link), so a section an editor adds never disappears from the page.
 */
import { Card } from '@/components/ui/Card'
import { RichText } from '@/components/ui/RichText'

import styles from './GenericSection.module.css'
import { itemsOf, type SectionProps } from './types'

export function GenericSection({ section, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title || item.description || item.text || item.image)
  if (!items.length) return null
  return (
    <section id={`section-${index + 1}`} className={styles.section} data-style={section.style}>
      <ul className={styles.grid}>
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card
              title={item.title ?? ''}
              href={item.link ?? undefined}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              subtitle={item.subTitle}
              text={item.description}
              headingLevel={2}
            >
              {item.text ? <RichText value={item.text} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
