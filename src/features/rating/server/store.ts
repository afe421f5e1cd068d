/**
 * Writes one rating. The unique index on (sessionId, pageName) decides "already rated": two racing requests cannot
 * both pass it, where a look-up before the insert could. When `create` resolves the row is committed (PostgreSQL
 * commits the transaction; SQLite runs the insert in autocommit under WAL with synchronous=FULL), so the endpoint
 * answers 200 only after the rating is on disk.
 */
import { ValidationError, type Payload } from 'payload'

import { looksLikePersonalData } from '../personalData'
import type { RatingSubmission } from '../schema'

export type StoreResult = 'created' | 'duplicate'

/** The adapters report a unique violation as a ValidationError on the index's columns (session_id / sessionId). */
function isDuplicate(error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false
  return error.data.errors.some((e) => /session/i.test(e.path ?? ''))
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
