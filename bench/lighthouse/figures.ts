/** The figures the benchmark reads from a Lighthouse result, and their median over several runs. */
import type { Result } from 'lighthouse'

export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  /** Compressed bytes on the wire. */
  scriptBytes: number
  scriptCount: number
  totalBytes: number
  /** Video and audio: fetched only once a video plays. */
  mediaBytes: number
  /** The page's own document, uncompressed. */
  htmlBytes: number
  lcpElement: string
  /** Audits that scored under 1 in a category that is not at 100 (what to fix), as `category:audit`. */
  failing: string[]
}

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number; url?: string }
type LcpDetails = { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)

export function figuresOf(lhr: Result): Figures {
  const audits = lhr.audits
  const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.url?.startsWith('http'),
  )
  const bytesOf = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const lcpDetails = audits['largest-contentful-paint-element']?.details as LcpDetails | undefined
  const failing = Object.values(lhr.categories)
    .filter((category) => (category.score ?? 0) < 1)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`))
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    scriptBytes: bytesOf('Script'),
    scriptCount: requests.filter((r) => r.resourceType === 'Script').length,
    totalBytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
    mediaBytes: bytesOf('Media'),
    htmlBytes: requests.find((r) => r.resourceType === 'Document')?.resourceSize ?? Number.NaN,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '(none reported)',
    failing,
  }
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Each figure's own median (scores, timings and bytes vary independently between runs). */
export function median(runs: Figures[]): Figures {
  const numeric = (key: keyof Figures) => middle(runs.map((r) => r[key] as number))
  return {
    performance: numeric('performance'),
    accessibility: numeric('accessibility'),
    bestPractices: numeric('bestPractices'),
    seo: numeric('seo'),
    lcp: numeric('lcp'),
    tbt: numeric('tbt'),
    cls: numeric('cls'),
    fcp: numeric('fcp'),
    scriptBytes: numeric('scriptBytes'),
    scriptCount: numeric('scriptCount'),
    totalBytes: numeric('totalBytes'),
    mediaBytes: numeric('mediaBytes'),
    htmlBytes: numeric('htmlBytes'),
    lcpElement: runs[0]?.lcpElement ?? '',
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  }
}
