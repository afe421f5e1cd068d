/**
 * The `path` parameter of the preview's endpoints, read on the server only: zod stays out of the browser's bundle,
 * which imports ./paths.ts (the preview bar's exit link).
 */
import { z } from 'zod'

import { SITE_PATH } from './paths'

/** The `path` parameter of the preview's endpoints. */
export const sitePathSchema = z.string().max(300).regex(SITE_PATH)

/**
 * A checked site path as a `Location` header value: characters a header cannot hold (an Arabic address) are
 * percent-encoded, as a browser would send them; what is encoded already stays so.
 */
export function locationOf(path: string): string {
  const url = new URL(path, 'http://site.invalid')
  return `${url.pathname}${url.search}${url.hash}`
}
