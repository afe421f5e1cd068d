/**
 * Rate limits (rate-limiter-flexible): a fixed window of `limit` hits per `windowMs` per key. In process memory
 * by default; in Redis when REDIS_URL is set, so a limit holds across every replica. While Redis is unreachable
 * each replica falls back to its own memory counter (the insurance limiter) instead of failing requests.
 * docs/decisions/0013-scale-out.md.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { REDIS_PREFIX, redisClient } from './redis'

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

export type LimiterOptions = {
  limit: number
  windowMs: number
  /** Names the counters in Redis: limiters with different names never share a count. */
  name?: string
}

export class RateLimiter {
  private backend?: RateLimiterAbstract

  constructor(private readonly options: LimiterOptions) {}

  /** Counts one hit for `key` and says whether it is within the limit. */
  async hit(key: string): Promise<Verdict> {
    try {
      await this.limiter().consume(key, 1)
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, rejection.msBeforeNext) }
      throw rejection
    }
  }

  /**
   * Gives back one hit counted for `key` in its current window: an attempt that turned out not to count (a sign-in
   * that succeeded). Nothing is given back once the window has passed, so a refund never adds to the next one.
   */
  async refund(key: string): Promise<void> {
    const limiter = this.limiter()
    const current = await limiter.get(key)
    if (current && current.consumedPoints > 0) await limiter.reward(key, 1)
  }

  /** Forgets everything counted for `key`. */
  async reset(key: string): Promise<void> {
    await this.limiter().delete(key)
  }

  /** Created on first use, so that importing a module with a limiter never connects to Redis. */
  private limiter(): RateLimiterAbstract {
    if (this.backend) return this.backend
    const { limit, windowMs, name } = this.options
    const common = { points: limit, duration: windowMs / 1000, keyPrefix: `${REDIS_PREFIX}rl:${name ?? `${limit}/${windowMs}`}` }
    const memory = new RateLimiterMemory(common)
    const redis = redisClient()
    this.backend = redis ? new RateLimiterRedis({ ...common, storeClient: redis, insuranceLimiter: memory }) : memory
    return this.backend
  }
}

/**
 * A sliding-window counter per key in this process's memory, on a clock the caller may give: for tests of a policy
 * over time (e.g. the sign-in limits) without waiting. The site itself counts with RateLimiter.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly options: { limit: number; windowMs: number; maxKeys?: number },
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): Verdict {
    const now = this.now()
    const since = now - this.options.windowMs
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent)
      return { allowed: false, retryAfterMs: recent[0] + this.options.windowMs - now }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > (this.options.maxKeys ?? 10_000)) {
      for (const [k, times] of this.hits) if (times[times.length - 1] <= since) this.hits.delete(k)
    }
    return { allowed: true }
  }

  refund(key: string): void {
    this.hits.get(key)?.pop()
  }

  reset(key: string): void {
    this.hits.delete(key)
  }
}
