/**
 * The web addresses, e-mail addresses and site paths in a visitor's comment, split out so the admin can isolate each
 * as left-to-right text: inside an Arabic comment, an address's slashes, dots and @ would otherwise be reordered by
 * the bidirectional algorithm and read scrambled.
 */
export type CommentPart = { text: string; address: boolean }

// https://…, www.… (without a sentence's closing punctuation), name@host.tld, and /paths/like-this (a slash at the
// start or after a space).
const ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?()،؛؟]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<=^|\s)\/[\w\-./%?=&#~]*[\w/]/giu

export function splitAddresses(text: string): CommentPart[] {
  const parts: CommentPart[] = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ text: text.slice(last, start), address: false })
    parts.push({ text: match[0], address: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), address: false })
  return parts
}
