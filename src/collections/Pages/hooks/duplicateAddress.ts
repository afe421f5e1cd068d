/**
 * Duplicating a page gives the copy an address it can be published with: `x-copy`, else `x-copy-2`, `x-copy-3` …,
 * the first that no page uses, published or draft. Payload's own default ("x - Copy") breaks the address rule, so the
 * copy could be saved as a draft and only refused at Publish.
 */
import type { FieldHook } from 'payload'

const MAX_LENGTH = 120
/** Candidates looked up in one query; past them, a longer search would only hide a runaway loop. */
const BATCH = 25

/** `x`, then `x-copy`, `x-copy-2` …: the candidates from `first` on, each at most 120 characters. */
export function copyAddresses(address: string, first: number, count: number): string[] {
  // A copy of a copy counts on from the original's name: x-copy → x-copy-2, not x-copy-copy.
  const base = address.replace(/-copy(?:-\d+)?$/i, '') || address
  return Array.from({ length: count }, (_, i) => {
    const n = first + i
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    return `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`
  })
}

export const uniqueAddressOnDuplicate: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string' || !value) return value
  for (let first = 1; first < BATCH * 40; first += BATCH) {
    const candidates = copyAddresses(value, first, BATCH)
    const where = { uniqueUrl: { in: candidates } }
    const common = { collection: 'pages', where, depth: 0, limit: BATCH * 2, pagination: false, req, select: { uniqueUrl: true } } as const
    // The saved pages, and each page's latest draft, whose address may differ from its published one.
    const [saved, drafts] = await Promise.all([req.payload.find(common), req.payload.find({ ...common, draft: true })])
    const taken = new Set([...saved.docs, ...drafts.docs].map((page) => page.uniqueUrl))
    const free = candidates.find((candidate) => !taken.has(candidate))
    if (free) return free
  }
  return value
}
