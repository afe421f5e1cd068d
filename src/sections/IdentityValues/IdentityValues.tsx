/**
 * identityValues (Identity and Strategy pages): the values as a grid of cards (picture when there is one,
 * title, text) under a translated heading, the section having no title of its own in the CMS.
 */
import { getTranslations } from 'next-intl/server'

import { CardsSection } from '../CardsSection'
import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function IdentityValues({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentSections' })
  return (
    <CardsSection
      headingId={`values-${index + 1}`}
      title={t('valuesTitle')}
      items={items}
      // The values are not links, whatever the item holds.
      card={(item) => ({ href: undefined, aspectRatio: '3 / 2', className: item.image ? undefined : styles.plainCard })}
      data-style="identityValues"
    />
  )
}
