/** ItemsValue (spec "Strategy"): the strategic goals as cards (picture, title, text) under a translated heading. */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function ItemsValue({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentSections' })
  const headingId = `goals-${index + 1}`
  return (
    <section className={styles.block} aria-labelledby={headingId} data-style="ItemsValue">
      <h2 id={headingId}>{t('goalsTitle')}</h2>
      <ul className={styles.cardGrid} role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card
              title={item.title ?? ''}
              href={item.link ?? undefined}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              text={item.description}
              aspectRatio="3 / 2"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
