/**
 * Writes one rating. The unique index on (sessionId, pageName) decides "already rated": two racing requests cannot
 * both pass it, where a look-up before the insert could. When `create` resolves the row is committed (PostgreSQL
 * commits the transaction; SQLite runs the insert in autocommit under WAL with synchronous=FULL), so the endpoint
 * answers 200 only after the rating is on disk.
 */
import type { Payload } from 'payload'

import { looksLikePersonalData } from '../personalData'
import type { RatingSubmission } from '../schema'

export type StoreResult = 'created' | 'duplicate'

/** The drivers' own codes for a unique violation, should one reach us unwrapped. */
const UNIQUE_VIOLATION = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'])

/**
 * Payload's adapters report a unique violation as a 400 ValidationError naming the index's column (session_id on
 * SQLite, sessionId on PostgreSQL). Recognised by its shape, never by class or name: the production build bundles
 * its own copy of Payload's error classes (`instanceof` fails) and minifies their names (the error's name is "A"),
 * so a class test passed under Vitest and answered 500 in production. The driver's code is looked for as well,
 * along the `cause` chain.
 */
export function isDuplicate(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current)
    const { code, status, data, cause } = current as { code?: unknown; status?: unknown; data?: unknown; cause?: unknown }
    if (typeof code === 'string' && UNIQUE_VIOLATION.has(code)) return true
    const errors = (data as { errors?: unknown } | null | undefined)?.errors
    if (status === 400 && Array.isArray(errors) && errors.some((e) => /session/i.test(String((e as { path?: unknown })?.path ?? '')))) return true
    current = cause
  }
  return false
}

export async function storeRating(payload: Payload, rating: RatingSubmission, visitorIpHash: string): Promise<StoreResult> {
  try {
    await payload.create({
      collection: 'ratings',
      data: {
        pageName: rating.pageName,
        result: rating.result,
        max: rating.max,
        comment: rating.comment,
        flagged: looksLikePersonalData(rating.comment),
        locale: rating.locale,
        sessionId: rating.sessionId,
        visitorIpHash,
      },
      depth: 0,
      select: { pageName: true },
      // Ratings are closed to every user (create: nobody); this trusted server code is the one writer.
      overrideAccess: true,
    })
    return 'created'
  } catch (error) {
    if (isDuplicate(error)) return 'duplicate'
    throw error
  }
}
