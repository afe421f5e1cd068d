/**
 * Markup that is only ever read, written into the HTML once instead of twice. Whatever a server component renders is
 * in the HTML and again in the RSC payload that hydrates it; a part with nothing to hydrate needs only the first. Its
 * children (HTML elements and plain synchronous components, no client component, no handler) are taken as data here,
 * handed to the HTML render of the same page (./shelf.ts) and written there; the payload carries a 22-character key.
 * docs/decisions/0028-html-weight.md.
 *
 * Only for parts that are never mounted by a client navigation: the root layout's (the footer). A page reached by a
 * client navigation has no HTML render, so a static part of a page would arrive empty; and a client re-render keeps
 * the markup the HTML had (an edit shows at the next page load).
 */
import { createHash } from 'node:crypto'
import type { ReactNode } from 'react'

import { staticHandoff } from './shelf'
import { snapshot } from './snapshot'
import { StaticHtmlView, type StaticTag } from './StaticHtmlView'

type Props = { as?: StaticTag; className?: string; id?: string; children: ReactNode }

export function StaticHtml({ as = 'div', children, ...attributes }: Props) {
  const tree = snapshot(children)
  const key = createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 22)
  staticHandoff.put(key, tree)
  return <StaticHtmlView as={as} handoff={key} {...attributes} />
}
