/**
 * The test fixtures under /dev are served in development and in the e2e build (E2E_FIXTURES, which scripts/test.mjs
 * sets). In any other production build each is the site's 404 screen (`NotFoundPage`), server-rendered like every
 * other 404, never Next's empty 404 shell: the screen is a static part, whose markup only a page's HTML carries.
 */
import type { Metadata } from 'next'

import { env } from '@/lib/env'

export const fixturesServed = env.NODE_ENV !== 'production' || env.E2E_FIXTURES

/** A fixture's title, kept away from search engines; a 404's metadata where fixtures are not served. */
export function fixtureMetadata(title: string): Metadata {
  return fixturesServed ? { title, robots: { index: false, follow: false } } : {}
}
