/**
 * aboutstatsDhofar (spec "About"): cards about the wilayats, each a title linking to the wilayat's page
 * (`/state-details/{uniqueUrl}`, the item's link) and a short rich text, under a translated heading.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function AboutStats({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'About' })
  const headingId = `about-stats-${index + 1}`
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="about-stats">
      <h2 id={headingId}>{t('wilayatsTitle')}</h2>
      <ul className={styles.cardGrid} role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card
              title={item.title ?? ''}
              href={item.link ?? undefined}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              text={item.description}
              className={styles.statCard}
            >
              {item.text ? <RichText value={item.text} className={styles.cardRichText} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
