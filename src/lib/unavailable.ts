/**
 * Telling "the database is not answering" apart from a bug: the first is a 503 with Retry-After that a
 * client or load balancer can act on, the second stays a 500. Codes are looked for along the error's `cause`
 * chain, since Drizzle and Payload wrap the driver's error.
 */
import type { AfterErrorHook } from 'payload'

export const RETRY_AFTER_SECONDS = 30

const UNAVAILABLE_CODES = new Set([
  // SQLite (libSQL): the file cannot be opened, read or written, or is busy or full.
  'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_FULL',
  'SQLITE_NOTADB', 'SQLITE_PERM', 'SQLITE_AUTH', 'SQLITE_CORRUPT',
  // The file system and the network under either database.
  'EACCES', 'EPERM', 'ENOENT', 'ENOSPC', 'EROFS', 'EIO',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE',
  // PostgreSQL: insufficient resources, operator intervention, connection exceptions.
  '53000', '53100', '53200', '53300', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
])

const UNAVAILABLE_MESSAGE =
  /SQLITE_(CANTOPEN|IOERR|BUSY|LOCKED|READONLY|FULL|NOTADB|PERM|CORRUPT)|unable to open (database|connection)|ConnectionFailed|disk I\/O error|database or disk is full|ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|the database did not answer/i

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CODES.has(code.split('_').slice(0, 2).join('_')))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}

/** Rejects after `ms` so that a database that hangs (a dropped network path) turns into a 503, not a stuck request. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

const UNAVAILABLE_TEXT = {
  en: 'The database is temporarily unavailable. Please try again later.',
  ar: 'قاعدة البيانات غير متاحة مؤقتًا. يُرجى المحاولة لاحقًا.',
}

/**
 * The same for Payload's own REST routes (the admin's logins, saves and reads), as a root `afterError` hook: 503 with
 * Retry-After rather than Payload's 500. The fault test's full disk showed the 500s. The message does not say that
 * nothing was saved: the SQLite adapter runs a document's several statements without a transaction.
 */
export const answerUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
  return { response: { errors: [{ message: UNAVAILABLE_TEXT[req.i18n?.language === 'ar' ? 'ar' : 'en'] }] }, status: 503 }
}
