'use client'

/**
 * The thank-you view: "your rating" and the stars (when known). After a fresh submission focus moves to its
 * heading, so keyboard and screen-reader users are not left on the submit button that just disappeared.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { RATING_MAX } from './constants'
import { StarIcon } from './icons'
import styles from './RatingForm.module.css'
import type { Submitted } from './useRating'

export function SubmittedView({ submitted }: { submitted: Submitted }) {
  const t = useTranslations('Rating')
  const heading = useRef<HTMLHeadingElement>(null)
  const { stars, how } = submitted

  useEffect(() => {
    if (how !== 'before') heading.current?.focus()
  }, [how])

  return (
    <div className={styles.submitted} data-testid="rating-submitted">
      <h3 ref={heading} tabIndex={-1} data-focus-target className={styles.thanks}>
        {t('thanks')}
      </h3>
      {stars !== null ? (
        <p className={styles.yourRating}>
          <span>{t('yourRating')}</span>
          <span role="img" className={styles.stars} aria-label={t('starsOutOf', { count: stars, max: RATING_MAX })}>
            {Array.from({ length: RATING_MAX }, (_, i) => (
              <span key={i} className={styles.star} data-filled={i < stars ? '' : undefined}>
                <StarIcon className={styles.starIcon} />
              </span>
            ))}
          </span>
        </p>
      ) : null}
      {how === 'duplicate' ? <p>{t('alreadyRated')}</p> : null}
    </div>
  )
}
