/** ItemsValue (Strategy page): the strategic goals as cards (picture, title, text) under a translated heading. */
import { getTranslations } from 'next-intl/server'

import { CardsSection } from '../CardsSection'
import { itemsOf, type SectionProps } from '../types'

export async function ItemsValue({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentSections' })
  return (
    <CardsSection
      headingId={`goals-${index + 1}`}
      title={t('goalsTitle')}
      items={items}
      card={{ aspectRatio: '3 / 2' }}
      data-style="ItemsValue"
    />
  )
}
