/**
 * In the sidebar of a page or an alert (the `reviewState` field's component): where the document is in review,
 * who submitted it and when, and, when it was sent back, the reviewer's comment, who and when; with the buttons
 * the signed-in user may use (ReviewActions). In the admin's language.
 */
import type { FieldServerComponent } from 'payload'

import { isReviewerUser, roleOfUser } from '@/lib/access'

import { reviewLabels } from './labels'
import { dateFormat, idOf, namesOf } from './people'
import { ReviewActions } from './ReviewActions'
import styles from './Review.module.css'

const ReviewPanel: FieldServerComponent = async ({ id, collectionSlug, data, i18n, payload, req }) => {
  if (!roleOfUser(req.user as never)) return null
  const t = reviewLabels(i18n.language)
  const doc = (data ?? {}) as Record<string, unknown>
  const state = doc.reviewState === 'submitted' || doc.reviewState === 'sentBack' ? doc.reviewState : null
  const submittedBy = idOf(doc.submittedBy)
  const reviewBy = idOf(doc.reviewBy)
  const names = await namesOf(payload, [submittedBy, reviewBy])
  const date = dateFormat(i18n.language)
  const when = (value: unknown) => (typeof value === 'string' && value ? date.format(new Date(value)) : '')
  const who = (userId: number | string | null) => (userId != null ? (names.get(String(userId)) ?? t.unknownUser) : t.unknownUser)

  return (
    <section className={styles.panel} aria-labelledby="review-panel-title" data-testid="review-panel">
      <h3 id="review-panel-title" className={styles.title}>
        {t.panelTitle}
      </h3>
      {id == null ? (
        <p>{t.notSaved}</p>
      ) : (
        <>
          <p className={styles.state} data-testid="review-state">
            {state === 'submitted' ? t.submitted : state === 'sentBack' ? t.sentBack : t.none}
          </p>
          {state && submittedBy != null && <p className={styles.muted}>{t.submittedBy(who(submittedBy), when(doc.submittedAt))}</p>}
          {state === 'sentBack' && (
            <div className={styles.comment} data-testid="review-comment">
              <p className={styles.muted}>{t.sentBackBy(who(reviewBy), when(doc.reviewAt))}</p>
              <blockquote>{String(doc.reviewComment ?? '')}</blockquote>
            </div>
          )}
          <ReviewActions
            apiPath={`${payload.config.serverURL}${payload.config.routes.api}/${collectionSlug}/${id}/review`}
            canSendBack={isReviewerUser(req.user as never) && state === 'submitted'}
            submitLabel={state === 'sentBack' ? t.submitAgain : t.submit}
            showSubmit={state !== 'submitted'}
          />
        </>
      )}
    </section>
  )
}

export default ReviewPanel
