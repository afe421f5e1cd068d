/**
 * The rating feature's constants, shared by the panel, the endpoint and the tests, so a limit is
 * stated once. Nothing here may import server-only code: the panel bundles this file.
 */
export const RATING_ENDPOINT = '/PgTempRatingResult/add'

/** The scale: 1 to RATING_MAX stars; a submission's `max` must equal it. */
export const RATING_MAX = 5
export const COMMENT_MAX_LENGTH = 500
export const PAGE_NAME_MAX_LENGTH = 200
/** The briefed page name for the home page (path `/`). */
export const HOME_PAGE_NAME = 'home-page'

/** A rating body is a few hundred bytes; anything past this is refused before it is parsed. */
export const MAX_BODY_BYTES = 8 * 1024

/** The panel gives up on an answer after this (the service worker answers sooner: src/sw/ratings.ts). */
export const SEND_TIMEOUT_MS = 15_000

/** Error (and no-star) messages stay 3 s; after a success the panel closes after 2 s. */
export const MESSAGE_MS = 3000
export const SUCCESS_CLOSE_MS = 2000

/** Per visitor address: this many submissions per window, then 429 with Retry-After. */
export const RATE_LIMIT = { limit: 10, windowMs: 60_000 }

/** The browser storage keys, exactly as briefed. */
export const STORAGE_KEYS = {
  ratedPages: 'ratedPages',
  pageRatings: 'pageRatings',
  sessionId: 'userSessionId',
} as const

/** `session_` + a millisecond timestamp + `_` + a random string (letters and digits). */
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9]{4,40}$/

/**
 * A rating sent without a signal (ADR 0043): the site's service worker keeps it and answers QUEUED_STATUS with
 * `{ isDone: false, queued: true }`; it sends it when the connection returns. The panel, if still open when the
 * browser comes back online, asks the worker to send it at once with this message.
 */
export const QUEUED_STATUS = 202
export const SEND_QUEUED_RATINGS = 'dhofar:send-queued-ratings'
