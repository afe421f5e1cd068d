/** Statecards (spec "State detail"): a wilayat's landmarks as cards (picture, title, rich text). */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function StateCards({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'States' })
  const headingId = `state-cards-${index + 1}`
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="state-cards">
      <h2 id={headingId}>{t('landmarksTitle')}</h2>
      <ul className={styles.twoColumnGrid} role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card
              title={item.title ?? ''}
              href={item.link ?? undefined}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              text={item.description}
              aspectRatio="16 / 9"
              sizes="(max-width: 768px) 100vw, 28rem"
            >
              {item.text ? <RichText value={item.text} className={styles.cardRichText} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
