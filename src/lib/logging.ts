/**
 * Payload logs a failed request at the level its `loggingLevels` gives the error's class name, and as an error with
 * its stack trace otherwise. The production build minifies class names (a Forbidden arrives named "c", a NotFound
 * "A"), so neither Payload's defaults nor payload.config's table ever matched there: every anonymous 403, missing
 * document and wrong password was logged as a server error with a stack (seen on a built site). This pino
 * hook restores the table's intent by the error's shape instead of its name: a client error (4xx) that Payload
 * raised on purpose (`isOperational`) is one info line. Anything else, 5xx included, is logged as before.
 */
type LogFn = (...args: unknown[]) => void

export function isClientError(error: unknown): error is { message: string; status: number } {
  if (!error || typeof error !== 'object') return false
  const { status, isOperational } = error as { status?: unknown; isOperational?: unknown }
  return isOperational === true && typeof status === 'number' && status >= 400 && status < 500
}

const ERROR_LEVEL = 50 // pino's numeric level of `error`

/** pino's `hooks.logMethod`: an error-level entry for a client error becomes `info` with its message only. */
export function demoteClientErrors(this: { info: LogFn }, args: unknown[], method: LogFn, level: number): void {
  const [first] = args
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (level >= ERROR_LEVEL && isClientError(err)) {
    this.info({ msg: err.message, status: err.status })
    return
  }
  method.apply(this, args)
}
