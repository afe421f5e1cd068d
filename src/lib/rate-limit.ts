/**
 * A sliding-window counter per key, kept in memory. Old keys are swept as the map grows, so memory stays bounded
 * under a flood of distinct addresses.
 */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

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
    if (this.hits.size > (this.options.maxKeys ?? 10_000)) this.sweep(since)
    return { allowed: true }
  }

  private sweep(since: number) {
    for (const [key, times] of this.hits) {
      if (times[times.length - 1] <= since) this.hits.delete(key)
    }
  }
}
