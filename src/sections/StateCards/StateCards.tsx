/** Statecards (wilayat pages): a wilayat's landmarks as cards (picture, title, rich text). */
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'

import { CardsSection } from '../CardsSection'
import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function StateCards({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'States' })
  return (
    <CardsSection
      headingId={`state-cards-${index + 1}`}
      title={t('landmarksTitle')}
      items={items}
      grid={styles.twoColumnGrid}
      card={{ aspectRatio: '16 / 9', sizes: '(max-width: 768px) 100vw, 28rem' }}
      extra={(item) => (item.text ? <RichText value={item.text} className={styles.cardRichText} /> : null)}
      data-testid="state-cards"
    />
  )
}
