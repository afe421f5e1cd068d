/** ActivitiesEventDhofar: what a visitor can do at an event, as a list of titled descriptions. */
import { getTranslations } from 'next-intl/server'

import styles from '../EventSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function ActivitiesEvent({ section, locale, index }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const items = itemsOf(section).filter((item) => item.title || item.description)
  if (items.length === 0) return null
  const id = `activities-${index}`
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{t('activities')}</h2>
      <ul className={styles.activities} role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            {item.title ? <h3>{item.title}</h3> : null}
            {item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
