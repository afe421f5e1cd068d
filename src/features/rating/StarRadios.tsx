'use client'

/**
 * The 1–5 stars as a native radio group in a fieldset: Tab reaches the group, the arrow keys move and select (in
 * the reading direction, so they mirror in Arabic), and screen readers announce "3 stars, 3 of 5". Each radio is
 * invisible but covers its star, so clicks, taps and focus land on the real control. Hovering with a mouse
 * previews a rating without choosing it.
 */
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { RATING_MAX } from './constants'
import { StarIcon } from './icons'
import styles from './RatingForm.module.css'

type Props = { value: number | null; onChange: (stars: number) => void; disabled: boolean }

const scale = Array.from({ length: RATING_MAX }, (_, i) => i + 1)

export function StarRadios({ value, onChange, disabled }: Props) {
  const t = useTranslations('Rating')
  const name = useId()
  const [hover, setHover] = useState<number | null>(null)
  const shown = disabled ? (value ?? 0) : (hover ?? value ?? 0)

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{t('legend')}</legend>
      <div className={styles.stars} onPointerLeave={() => setHover(null)}>
        {scale.map((n) => (
          <label
            key={n}
            className={styles.star}
            data-filled={n <= shown ? '' : undefined}
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHover(n)}
          >
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <StarIcon className={styles.starIcon} />
            <span className="visually-hidden">{t('star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
