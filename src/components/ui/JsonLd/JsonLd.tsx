/**
 * Inline scripts in the HTML once. Whatever a server component writes inline is serialised twice: in the HTML, and
 * again, escaped, in the RSC payload that hydrates it (the open data catalogue's JSON-LD: 32 KB twice). These pass the
 * text to the HTML render beside the payload (see ./HandoffScript.tsx, docs/decisions/0028-html-weight.md).
 * The text must already be safe inside a script element (the features' builders escape `<`).
 */
import { createHash } from 'node:crypto'

import { jsonLdHandoff } from './handoff'
import { HandoffScript } from './HandoffScript'

function handoff(text: string): string {
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 22)
  jsonLdHandoff.put(key, text)
  return key
}

/** Structured data (schema.org, DCAT) for crawlers. */
export function JsonLd({ json }: { json: string }) {
  return <HandoffScript handoff={handoff(json)} type="application/ld+json" />
}

/** A script of our own that must run as the parser reaches it (its hash is in the page's CSP, read from the HTML). */
export function InlineScript({ source, id }: { source: string; id?: string }) {
  return <HandoffScript handoff={handoff(source)} id={id} />
}
