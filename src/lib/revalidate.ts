/**
 * Expire cache tags after a content change. Outside a Next.js server (seed and migration scripts) there is no
 * cache to expire, so the call is skipped; `context.disableRevalidate` lets bulk jobs opt out explicitly.
 */
import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

export function expireTags(req: PayloadRequest, tagList: Iterable<string>) {
  if (req.context?.disableRevalidate) return
  for (const tag of new Set(tagList)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Only expected outside a Next.js server, where there is no cache to expire.
      req.payload.logger.debug({ msg: 'revalidateTag skipped', tag, err: error })
      return
    }
  }
}
