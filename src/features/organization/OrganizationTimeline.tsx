/**
 * The organisational timeline: two columns of steps either side of a line,
 * LeftItems at the inline start and RightItems at the inline end (so the whole figure mirrors in Arabic), each
 * step with its sub-items. On phones the columns stack along one line at the inline start.
 */
import type { SectionItem } from '@/sections/types'

import type { Timeline, TimelineEntry } from './organization'
import styles from './Organization.module.css'

function Entry({ entry, level }: { entry: TimelineEntry; level: 2 | 3 }) {
  const Heading = `h${level}` as const
  return (
    <li className={styles.step}>
      <span className={styles.dot} aria-hidden="true" />
      <Heading className={styles.stepTitle}>{entry.item.title}</Heading>
      {entry.item.description ? <p className={styles.stepText}>{entry.item.description}</p> : null}
      {entry.subItems.length > 0 ? (
        <ul className={styles.subItems}>
          {entry.subItems.map((sub: SectionItem, i) => (
            <li key={sub.id ?? i}>
              <strong>{sub.title}</strong>
              {sub.description ? <span>{sub.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

export function OrganizationTimeline({ timeline, level, label }: { timeline: Timeline; level: 2 | 3; label: string }) {
  return (
    <div className={styles.timeline} role="group" aria-label={label} data-testid="org-timeline">
      <ol className={`${styles.column} ${styles.startColumn}`} data-column="start">
        {timeline.start.map((entry, i) => (
          <Entry key={entry.item.id ?? i} entry={entry} level={level} />
        ))}
      </ol>
      <span className={styles.spine} aria-hidden="true" />
      <ol className={`${styles.column} ${styles.endColumn}`} data-column="end">
        {timeline.end.map((entry, i) => (
          <Entry key={entry.item.id ?? i} entry={entry} level={level} />
        ))}
      </ol>
    </div>
  )
}
