'use client'
/**
 * The review panel's buttons: "Submit for review" and, for a reviewer, "Send back with comment" with its comment
 * box. Each calls the review endpoint (POST …/:id/review), says what happened in a live region, and reloads the
 * document so the panel, the form and the version list show the new state.
 */
import { useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { reviewLabels } from './labels'
import styles from './Review.module.css'

type Props = { apiPath: string; canSendBack: boolean; showSubmit: boolean; submitLabel: string }

export function ReviewActions({ apiPath, canSendBack, showSubmit, submitLabel }: Props) {
  const { i18n } = useTranslation()
  const t = reviewLabels(i18n.language)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [comment, setComment] = useState('')
  const commentId = useId()
  const errorId = useId()

  async function send(body: { action: 'submit' } | { action: 'sendBack'; comment: string }) {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(apiPath, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      if (!response.ok) {
        setMessage({ text: answer.errors?.[0]?.message ?? t.failed, error: true })
        return
      }
      setMessage({ text: answer.message ?? t.done[body.action], error: false })
      window.location.reload()
    } catch {
      setMessage({ text: t.failed, error: true })
    } finally {
      setBusy(false)
    }
  }

  function sendBack() {
    if (!comment.trim()) {
      setMessage({ text: t.commentRequired, error: true })
      return
    }
    void send({ action: 'sendBack', comment })
  }

  return (
    <div className={styles.actions}>
      {showSubmit && (
        <>
          <p className={styles.muted}>{t.submitHelp}</p>
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => void send({ action: 'submit' })}>
            {busy ? t.busy : submitLabel}
          </button>
        </>
      )}
      {canSendBack && (
        // Not a <form>: the panel sits inside the document's own form, and a nested form's submit button would save
        // the document instead (browsers drop the inner form element).
        <div className={styles.sendBack}>
          <label htmlFor={commentId}>{t.comment}</label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={1000}
            rows={4}
            required
            aria-describedby={message?.error ? errorId : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={sendBack}>
            {busy ? t.busy : t.sendBack}
          </button>
        </div>
      )}
      <p role="status" id={errorId} className={message?.error ? styles.error : styles.muted}>
        {message?.text ?? ''}
      </p>
    </div>
  )
}
