/**
 * identityValues (spec "Identity" and "Strategy"): the values as a grid of cards (picture when there is one,
 * title, text) under a translated heading, the section having no title of its own in the CMS.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function IdentityValues({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentSections' })
  const headingId = `values-${index + 1}`
  return (
    <section className={styles.block} aria-labelledby={headingId} data-style="identityValues">
      <h2 id={headingId}>{t('valuesTitle')}</h2>
      <ul className={styles.cardGrid} role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card
              title={item.title ?? ''}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              text={item.description}
              aspectRatio="3 / 2"
              className={item.image ? undefined : styles.plainCard}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
