/**
 * The rating submission, validated by the endpoint and by the panel before it sends. The server's
 * verdict is the truth; the panel uses the same rules so a visitor never sees a 400 for something it could check.
 *
 * Why `zod/mini`: this file is bundled into the panel, which every page loads; the mini build tree-shakes to a few
 * kilobytes where the classic API pulls in all of zod. The rules and messages are the same.
 */
import * as z from 'zod/mini'

import { COMMENT_MAX_LENGTH, HOME_PAGE_NAME, PAGE_NAME_MAX_LENGTH, RATING_MAX, SESSION_ID_PATTERN } from './constants'

/** A site path as the panel derives it: `/` + segments of URL path characters (RFC 3986), none `.` or `..`. */
export const SITE_PATH_PATTERN = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~%!$&'()*+,;=:@-]+)+$/

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`

export const ratingSubmissionSchema = z.object({
  pageName: z.string({ error: required('text') }).check(
    z.maxLength(PAGE_NAME_MAX_LENGTH, `must be at most ${PAGE_NAME_MAX_LENGTH} characters`),
    z.refine((v) => v === HOME_PAGE_NAME || SITE_PATH_PATTERN.test(v), {
      error: `must be "${HOME_PAGE_NAME}" or a site path starting with /`,
    }),
  ),
  result: z.int({ error: required(`a whole number from 1 to ${RATING_MAX}`) }).check(
    z.gte(1, `must be a whole number from 1 to ${RATING_MAX}`),
    z.lte(RATING_MAX, `must be a whole number from 1 to ${RATING_MAX}`),
  ),
  max: z.literal(RATING_MAX, { error: `must be ${RATING_MAX}` }),
  sessionId: z.string({ error: required('text') }).check(
    z.regex(SESSION_ID_PATTERN, 'must look like session_<timestamp>_<random letters and digits>'),
  ),
  // Trimmed first, so the limit counts what is stored; blank becomes "no comment".
  comment: z.pipe(
    z.nullish(
      z.string({ error: 'must be text' }).check(
        z.trim(),
        z.maxLength(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters after trimming`),
      ),
    ),
    z.transform((v) => (v ? v : undefined)),
  ),
  locale: z.optional(z.enum(['en', 'ar'], { error: 'must be "en" or "ar"' })),
  // The briefed client sends the address it looked up; the server takes it from the request instead (docs/product.md).
  visitorIp: z.optional(z.unknown()),
})

export type RatingSubmission = z.output<typeof ratingSubmissionSchema>
export type RatingBody = z.input<typeof ratingSubmissionSchema>

/** One message per field (the first), keyed by the field's name: the 400 answer's `errors`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}
