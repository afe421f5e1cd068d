/**
 * identityStory (Identity page): the story of the identity as a vertical line of chapters under a translated
 * heading; the line and its dots are drawn by CSS on the inline start, so they mirror in Arabic.
 */
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'

import styles from '../ContentSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function IdentityStory({ section, locale, index }: SectionProps) {
  const items = itemsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentSections' })
  const headingId = `story-${index + 1}`
  return (
    <section className={styles.block} aria-labelledby={headingId} data-style="identityStory">
      <h2 id={headingId}>{t('storyTitle')}</h2>
      <ol className={styles.chapters}>
        {items.map((item, i) => (
          <li key={item.id ?? i} className={styles.chapter}>
            <h3>{item.title}</h3>
            {item.text ? <RichText value={item.text} /> : item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
