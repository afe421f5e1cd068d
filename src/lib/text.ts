/**
 * Small text and list helpers shared by the screens.
 *
 * `cutWords` implements the word cuts kept exactly as briefed (discover text 20 words, events-list titles 6, home event
 * titles 4). It works on whole words only, so Arabic is never cut inside a word (where a cut would also break the
 * joined letter forms), and it adds "…" only when something was actually removed.
 *
 * `chunk` groups items for carousels whose slides hold several items (the home economy carousel: 5 per slide):
 * `chunk(items, 5).map((group) => <EconomyGroup items={group} />)` gives the Carousel one child per group.
 */

export const ELLIPSIS = '…'

/**
 * Punctuation left dangling at the cut ("Salalah, …", "صلالة، …") reads badly before an ellipsis: Latin and
 * Arabic commas, semicolons, colons, full stops and dashes are dropped from the end of a cut text.
 */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—،؛]+$/u

/**
 * The first `limit` words of `text`, whitespace collapsed to single spaces. JavaScript's `\s` covers Unicode
 * spaces (no-break space, thin space, ...), and the zero-width non-joiner is not whitespace, so words that use it
 * stay whole.
 */
export function cutWords(text: string | null | undefined, limit: number): string {
  const words = (text ?? '').split(/\s+/u).filter(Boolean)
  if (words.length <= limit) return words.join(' ')
  if (limit < 1) return ''
  const cut = words.slice(0, Math.floor(limit)).join(' ').replace(TRAILING_PUNCTUATION, '')
  return `${cut}${ELLIPSIS}`
}

/** Splits `list` into consecutive groups of `size` items; the last group holds the remainder. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`)
  const groups: T[][] = []
  for (let start = 0; start < list.length; start += size) groups.push(list.slice(start, start + size))
  return groups
}
