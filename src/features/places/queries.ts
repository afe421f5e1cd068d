/**
 * Cached reads for the places' pages (src/lib/cached-read.ts), tagged `places`: the Places hooks expire it on a change,
 * the alerts' expiry timer when a condition lapses (ADR 0041).
 */
import type { Payload } from 'payload'

import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import { findPlaceEntries } from './data'

export const getPlaceEntries = cachedRead('place-entries', (payload: Payload) => findPlaceEntries(payload), { tags: () => [tags.places] })
