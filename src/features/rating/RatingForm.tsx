'use client'

/**
 * The unrated and submitting states: stars, comment and the submit button.
 *
 * "Disabled" submit: with no star, or while sending, the button looks disabled and says so
 * (aria-disabled) but stays focusable and clickable. A natively disabled button would drop keyboard focus while
 * sending and, with no star, give a keyboard or screen-reader user no way to learn why nothing happens; activating
 * it instead shows PLEASE_SELECT_RATING for 3 s, as briefed for a submit with no star.
 * Enter on a star submits the form too; focus then moves to the button, because the stars are about to be disabled.
 */
import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { CommentField } from './CommentField'
import styles from './RatingForm.module.css'
import { StarRadios } from './StarRadios'
import type { useRating } from './useRating'

type Props = Pick<ReturnType<typeof useRating>, 'phase' | 'stars' | 'setStars' | 'comment' | 'setComment' | 'submit'>

export function RatingForm({ phase, stars, setStars, comment, setComment, submit }: Props) {
  const t = useTranslations('Rating')
  const button = useRef<HTMLButtonElement>(null)
  const sending = phase === 'submitting'

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        if (stars !== null && !sending) button.current?.focus()
        void submit()
      }}
    >
      <StarRadios value={stars} onChange={setStars} disabled={sending} />
      <CommentField value={comment} onChange={setComment} disabled={sending} />
      <button ref={button} type="submit" className={styles.submit} aria-disabled={stars === null || sending}>
        {t('submit')}
      </button>
    </form>
  )
}
