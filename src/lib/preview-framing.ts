/**
 * Who may show the site in a frame (ADR 0019). Visitors' pages refuse every frame (`frame-ancestors
 * 'none'`, `X-Frame-Options: DENY`) against clickjacking. Payload's live preview shows the page being edited in an
 * iframe of /admin, on the same origin, so the answers an editor's preview gets (Next's draft mode, which the preview
 * endpoint turns on with this cookie) may be framed by the site itself, and by nothing else.
 *
 * The cookie's presence is enough here: draft-mode answers are `private, no-store`, and a visitor who forges the
 * cookie only lets our own origin frame the pages they are sent.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** A response policy with `frame-ancestors 'none'` turned into `frame-ancestors 'self'`; any other policy unchanged. */
export function allowFramingBySite(policy: string): string {
  return policy.replace(/(^|;\s*)frame-ancestors\s+'none'/i, "$1frame-ancestors 'self'")
}
