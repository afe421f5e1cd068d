/**
 * aboutstatsDhofar (About page): cards about the wilayats, each a title linking to the wilayat's page
 * (`/state-details/{uniqueUrl}`, the item's link) and a short rich text, under a translated heading.
 */
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'

import { CardsSection } from '../CardsSection'
import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function AboutStats({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'About' })
  return (
    <CardsSection
      headingId={`about-stats-${index + 1}`}
      title={t('wilayatsTitle')}
      items={items}
      card={{ className: styles.statCard }}
      extra={(item) => (item.text ? <RichText value={item.text} className={styles.cardRichText} /> : null)}
      data-testid="about-stats"
    />
  )
}
