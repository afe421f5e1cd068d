/**
 * The one way a screen reads content (docs/decisions/0003-rendering-and-caching.md, docs/architecture.md): a read of
 * the Local API kept in Next's data cache under the tags that editing its content expires, deduplicated per render
 * by React `cache`, and, where it returns pictures, with each picture refreshed by its own `media:<id>` tag
 * (./fresh-media.ts). Moving to `'use cache'` and `cacheTag` is a change to this file.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import { withFreshMedia } from './fresh-media'
import { getPayloadClient } from './payload'

type CachedReadOptions<A extends unknown[]> = {
  /** The tags whose expiry drops this read (src/lib/cache-tags.ts), from the call's arguments. */
  tags: (args: A) => readonly string[]
  /** When the result holds media documents: the locale to refresh them in, from the call's arguments. */
  freshMedia?: (args: A) => Locale
}

/** The cache key of one call: the read's name and its arguments (numbers, strings, plain objects). */
const keyOf = (name: string, args: readonly unknown[]) => [name, ...args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg) ?? ''))]

/** A read kept under `key` until one of `tags` is expired: for a caller whose key is computed (the public API). */
export function readThrough<T>(key: readonly string[], tags: readonly string[], read: (payload: Payload) => Promise<T>): Promise<T> {
  return unstable_cache(async () => read(await getPayloadClient()), [...key], { tags: [...tags] })()
}

/**
 * A cached read named `name`: `read(payload, ...args)` runs at most once per arguments until one of `tags(args)`
 * is expired, and once per render.
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  read: (payload: Payload, ...args: A) => Promise<T>,
  { tags, freshMedia }: CachedReadOptions<NoInfer<A>>,
): (...args: A) => Promise<T> {
  return cache(async (...args: A) => {
    const value = await readThrough(keyOf(name, args), tags(args), (payload) => read(payload, ...args))
    return freshMedia ? withFreshMedia(value, freshMedia(args)) : value
  })
}
