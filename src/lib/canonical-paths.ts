/**
 * Addresses a visitor types or guesses that are not the site's own: `/faq`, `/identity`, `/strategy` in
 * any other case than the site's `/FAQ`, `/Identity`, `/Strategy`, and the detail routes without a slug, which
 * lead to their lists. The proxy answers them with a 308 before locale routing. next.config redirects cannot do
 * this: their patterns match without regard to case, so `/faq` → `/FAQ` would loop.
 */
const SPEC_CASE = ['FAQ', 'Identity', 'Strategy']

const LISTS: Record<string, string> = { 'news-details': '/news-list', 'event-details': '/upcoming-events' }

/** The path to redirect to (with the same language prefix), or null when `pathname` is fine as it is. */
export function canonicalRedirect(pathname: string): string | null {
  const match = /^(\/ar)?\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  const [, prefix = '', segment] = match
  const spec = SPEC_CASE.find((s) => s.toLowerCase() === segment.toLowerCase())
  if (spec && spec !== segment) return `${prefix}/${spec}`
  const list = LISTS[segment]
  return list ? `${prefix}${list}` : null
}
