/**
 * The integration suite's stand-in for `next/cache` (mocked for every file by tests/int/setup.ts): outside Next there
 * is no cache to expire, so this records what the code asks. `revalidateTag` and `updateTag` are spies; each
 * `unstable_cache` read records the tags it carries and calls through; an expired tag also reaches the origin's
 * response cache, as Next's cache handlers pass it on in production (src/lib/cache-handler.mjs). Reset before each
 * test by the setup file.
 *
 * One module for the whole run: the suite shares one module graph and one Payload instance across its files
 * (`isolate: false`, vitest.config.ts), so the collections' hooks hold these functions, not a file's own mock.
 */
import { vi } from 'vitest'

import { expireResponses } from '@/lib/response-cache.mjs'

/** The tags of each cached read since the last reset, one array per read. */
export const recordedTags: string[][] = []

export const revalidateTag = vi.fn((tag: string, _profile?: unknown) => {
  expireResponses([tag])
})
export const updateTag = vi.fn((tag: string) => {
  expireResponses([tag])
})
export const revalidatePath = vi.fn()

export function unstable_cache<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  _key?: string[],
  options: { tags?: string[] } = {},
): (...args: A) => Promise<R> {
  return (...args: A) => {
    recordedTags.push(options.tags ?? [])
    return fn(...args)
  }
}

/** The tags `revalidateTag` was called with since the last reset, in order. */
export const expiredTags = (): string[] => revalidateTag.mock.calls.map(([tag]) => tag)

export function resetNextCache(): void {
  revalidateTag.mockClear()
  updateTag.mockClear()
  revalidatePath.mockClear()
  recordedTags.length = 0
}
