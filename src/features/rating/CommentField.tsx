'use client'

/**
 * The optional comment: at most 500 characters, with a visible counter and a polite spoken one. The spoken count
 * waits until typing pauses (1 s), so a screen reader is not interrupted at every keystroke, and stays silent
 * until the visitor has typed.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { COMMENT_MAX_LENGTH } from './constants'
import styles from './RatingForm.module.css'

type Props = { value: string; onChange: (value: string) => void; disabled: boolean }

export function CommentField({ value, onChange, disabled }: Props) {
  const t = useTranslations('Rating')
  const id = useId()
  const [spoken, setSpoken] = useState('')
  const typed = useRef(false)
  const remaining = COMMENT_MAX_LENGTH - value.length

  useEffect(() => {
    if (!typed.current) return
    const timer = setTimeout(() => setSpoken(t('remaining', { remaining })), 1000)
    return () => clearTimeout(timer)
  }, [remaining, t])

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-comment`} className={styles.label}>
        {t('comment')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('commentHint')}
      </p>
      <textarea
        id={`${id}-comment`}
        className={styles.textarea}
        rows={4}
        dir="auto"
        maxLength={COMMENT_MAX_LENGTH}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => {
          typed.current = true
          onChange(event.target.value)
        }}
      />
      <p id={`${id}-count`} className={styles.counter} data-testid="rating-counter">
        {t('counter', { count: value.length, max: COMMENT_MAX_LENGTH })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </div>
  )
}
