/**
 * Structured data (schema.org, DCAT) for crawlers, in the HTML once: a `<script type="application/ld+json">` written
 * inline by a server component is serialised twice, in the HTML and again, escaped, in the RSC payload that hydrates
 * it (the open data catalogue: 32 KB twice). This passes the document to the HTML render beside the payload (see
 * ./JsonLdScript.tsx, docs/decisions/0028-html-weight.md). `json` is already serialised and escaped for a script
 * element (the features' JSON-LD builders do it).
 */
import { createHash } from 'node:crypto'

import { putJsonLd } from './handoff'
import { JsonLdScript } from './JsonLdScript'

export function JsonLd({ json }: { json: string }) {
  const id = createHash('sha256').update(json).digest('base64url').slice(0, 22)
  putJsonLd(id, json)
  return <JsonLdScript id={id} />
}
