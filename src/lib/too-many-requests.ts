/**
 * A 429 from inside Payload (sign-in limits, anonymous REST reads). Its own error name lets payload.config's
 * `loggingLevels` log it as one info line: a limit doing its job is not a server error with a stack trace.
 */
import { APIError, type PayloadRequest } from 'payload'

export const TOO_MANY_REQUESTS = 'TooManyRequests'

export class TooManyRequests extends APIError {
  constructor(message: string, req: PayloadRequest, retryAfterSeconds: number) {
    super(message, 429, undefined, true)
    this.name = TOO_MANY_REQUESTS
    // Payload merges req.responseHeaders into its error response.
    const headers = new Headers(req.responseHeaders)
    headers.set('Retry-After', String(retryAfterSeconds))
    req.responseHeaders = headers
  }
}
