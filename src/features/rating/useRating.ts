'use client'

/**
 * The panel's state machine:
 *   unrated ──submit──▶ submitting ──ok──▶ submitted (closes the panel after 2 s)
 *      ▲                     │  └──queued──▶ submitted, "sent when you are back online" (the panel stays open)
 *      └──── error (RATING_SUBMITTED_ERROR, 3 s) ◀─┘
 * Submit with no star shows PLEASE_SELECT_RATING for 3 s; a submit while submitting or submitted is ignored.
 * A page already in storage starts as submitted. The component using this hook is keyed by the page name and only
 * mounted in the browser, so every navigation starts a fresh machine that redoes the rated check from storage.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import { MESSAGE_MS, QUEUED_STATUS, RATING_ENDPOINT, RATING_MAX, SEND_QUEUED_RATINGS, SEND_TIMEOUT_MS, SUCCESS_CLOSE_MS } from './constants'
import { ratingSubmissionSchema, type RatingBody } from './schema'
import { browserStorage, ensureSessionId, ratedState, rememberRating } from './storage'

type SendOutcome = 'created' | 'duplicate' | 'queued' | 'error'

/**
 * Sends one rating and reduces the answer to what the panel shows: recorded, already recorded (409: this browser's
 * session rated the page before, e.g. its storage was cleared in part), kept by the site's service worker for want
 * of a signal (202 `{ queued: true }`, ADR 0043), or failed (no worker and no signal among the causes). The body is checked with the
 * endpoint's own schema first. Failures are logged and never thrown.
 */
async function sendRating(body: RatingBody): Promise<SendOutcome> {
  const parsed = ratingSubmissionSchema.safeParse(body)
  if (!parsed.success) {
    console.error('Rating not sent: invalid submission', parsed.error.issues)
    return 'error'
  }
  try {
    const response = await fetch(RATING_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(parsed.data),
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    })
    if (response.status === 409) return 'duplicate'
    const answer = (await response.json().catch(() => null)) as { isDone?: unknown; queued?: unknown; message?: unknown } | null
    if (response.ok && answer?.isDone === true) return 'created'
    if (response.status === QUEUED_STATUS && answer?.queued === true) return 'queued'
    console.error(`Rating not recorded (HTTP ${response.status})`, answer?.message ?? '')
    return 'error'
  } catch (error) {
    console.error('Rating request failed', error)
    return 'error'
  }
}

/**
 * A rating kept by the worker: if this page is still open when the browser is back online, the worker is asked to
 * send it at once (it also does on its own: background sync, the next page opened).
 */
function sendWhenOnline() {
  window.addEventListener('online', () => navigator.serviceWorker?.controller?.postMessage({ type: SEND_QUEUED_RATINGS }), { once: true })
}

export type Phase = 'unrated' | 'submitting' | 'submitted'
export type Notice = 'PLEASE_SELECT_RATING' | 'RATING_SUBMITTED_ERROR'
/**
 * now: just sent · queued: kept by the worker until there is a signal · before: found in storage · duplicate: the
 * server already had this session's rating
 */
export type Submitted = { stars: number | null; how: 'now' | 'queued' | 'before' | 'duplicate' }

type Options = { pageName: string; locale: 'en' | 'ar'; onSubmitted: () => void }

export function useRating({ pageName, locale, onSubmitted }: Options) {
  const [submitted, setSubmitted] = useState<Submitted | null>(() => {
    const stored = ratedState(browserStorage(), pageName)
    return stored.rated ? { stars: stored.stars, how: 'before' } : null
  })
  const [sending, setSending] = useState(false)
  const [stars, setStars] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [notice, setNotice] = useState<Notice | null>(null)
  // A ref, not state: two clicks in one frame must not both see "not busy".
  const busy = useRef(submitted !== null)
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(
    () => () => {
      clearTimeout(noticeTimer.current)
      clearTimeout(closeTimer.current)
    },
    [],
  )

  const show = useCallback((next: Notice) => {
    clearTimeout(noticeTimer.current)
    setNotice(next)
    noticeTimer.current = setTimeout(() => setNotice(null), MESSAGE_MS)
  }, [])

  const submit = useCallback(async () => {
    if (busy.current) return
    if (stars === null || stars < 1 || stars > RATING_MAX) return show('PLEASE_SELECT_RATING')
    busy.current = true
    clearTimeout(noticeTimer.current)
    setNotice(null)
    setSending(true)
    const storage = browserStorage()
    const outcome = await sendRating({
      pageName,
      result: stars,
      max: RATING_MAX,
      visitorIp: 'unknown', // the briefed field; the server reads the address itself and ignores this
      sessionId: ensureSessionId(storage),
      comment,
      locale,
    })
    setSending(false)
    if (outcome === 'error') {
      busy.current = false
      return show('RATING_SUBMITTED_ERROR')
    }
    const known = outcome === 'duplicate' ? null : stars
    rememberRating(storage, pageName, known)
    setSubmitted({ stars: known, how: outcome === 'created' ? 'now' : outcome })
    if (outcome === 'queued') {
      // Left open: the visitor reads that the rating waits for a signal, and closes the panel when done.
      sendWhenOnline()
      return
    }
    closeTimer.current = setTimeout(onSubmitted, SUCCESS_CLOSE_MS)
  }, [comment, locale, onSubmitted, pageName, show, stars])

  const phase: Phase = submitted ? 'submitted' : sending ? 'submitting' : 'unrated'
  return { phase, submitted, stars, setStars, comment, setComment, notice, submit }
}
