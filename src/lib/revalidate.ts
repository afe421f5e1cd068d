/**
 * Expire cache tags after a content change. A change made outside a request (the scheduled publishing runner, in
 * the server process) has no request for Next's `revalidateTag`: the tags are expired as Next's cache handlers would
 * (./expire-here.ts). In seed and migration scripts that costs nothing; `context.disableRevalidate` lets bulk jobs
 * opt out explicitly.
 */
import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { expireTagsFromOutside } from './expire-here'

export function expireTags(req: PayloadRequest, tagList: Iterable<string>) {
  if (req.context?.disableRevalidate) return
  const tags = [...new Set(tagList)]
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a request: Next refuses. Every tag, this one included, the way its handlers would.
      req.payload.logger.debug({ msg: 'revalidateTag outside a request: expiring the tags directly', tag, err: error })
      expireTagsFromOutside(tags)
      return
    }
  }
}
