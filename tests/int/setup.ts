/**
 * Set-up of the shared integration project (vitest.config.ts): `next/cache` is the recording stand-in of
 * ./support/next-cache.ts for every file, cleared before each test.
 */
import { beforeEach, vi } from 'vitest'

import { resetNextCache } from './support/next-cache'

vi.mock('next/cache', () => import('./support/next-cache'))

beforeEach(resetNextCache)
