'use client'

/**
 * The panel's content for one page: the form or the thank-you view, and two live regions that stay in place across
 * both (a region inserted together with its text is often not announced): a polite status (sending, with the
 * spinner; then RATING_SUBMITTED_SUCCESS, or RATING_QUEUED when the site's service worker kept the rating for want of
 * a signal) and an alert for PLEASE_SELECT_RATING and RATING_SUBMITTED_ERROR.
 */
import { useLocale, useTranslations } from 'next-intl'

import { ChunkMessages } from '@/i18n/ChunkMessages'
import ar from '@/i18n/messages/ar/rating.json'
import en from '@/i18n/messages/en/rating.json'

import { Spinner } from './icons'
import styles from './RatingForm.module.css'
import { RatingForm } from './RatingForm'
import { SubmittedView } from './SubmittedView'
import { useRating } from './useRating'

type Props = { pageName: string; onSubmitted: () => void }

/** The form's texts travel with this chunk, not in every page's HTML (ChunkMessages). */
export function RatingBody(props: Props) {
  return (
    <ChunkMessages messages={{ en, ar }}>
      <RatingContent {...props} />
    </ChunkMessages>
  )
}

function RatingContent({ pageName, onSubmitted }: Props) {
  const t = useTranslations('Rating')
  const locale = useLocale()
  const rating = useRating({ pageName, locale, onSubmitted })
  const { phase, submitted, notice } = rating

  return (
    <div className={styles.body}>
      {submitted ? <SubmittedView submitted={submitted} /> : <RatingForm {...rating} />}
      <p role="status" className={styles.status}>
        {phase === 'submitting' ? (
          <>
            <Spinner className={styles.spinner} /> {t('submitting')}
          </>
        ) : submitted?.how === 'now' ? (
          t('RATING_SUBMITTED_SUCCESS')
        ) : submitted?.how === 'queued' ? (
          t('RATING_QUEUED')
        ) : null}
      </p>
      <p role="alert" className={styles.notice}>
        {notice ? t(notice) : null}
      </p>
    </div>
  )
}
