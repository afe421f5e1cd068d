/**
 * Markup that is only ever read, written into the HTML once instead of twice. Whatever a server component renders is
 * in the HTML and again in the RSC payload that hydrates it; a part with nothing to hydrate needs only the first. Its
 * children (HTML elements, plain synchronous components, and pictures: `Img` is taken through its server twin) are
 * taken as data here, handed to the HTML render of the same page (./shelf.ts) and written there; the payload carries
 * a 12-character key (72 bits of a SHA-256: no two parts of a site meet by chance). docs/decisions/0028-html-weight.md.
 *
 * In the browser a static part keeps the markup it was hydrated with and remembers it, so the page can be mounted
 * again from the router's cache (back and forward). A part mounted with markup it has never seen (a page reached by a
 * client navigation, a refresh after an edit) takes it from the page's own HTML (StaticHtmlView). So SoftNavigation
 * loads the pages with static parts of their own (the home page) as documents, and the fetch stays the rare case.
 */
import { createHash } from 'node:crypto'
import type { ReactNode } from 'react'

import { Img } from '../Media/Img'
import { imgAttributes, type ImgProps } from '../Media/imgAttributes'

import { staticHandoff } from './shelf'
import { snapshot, type Twins } from './snapshot'
import { StaticHtmlView, type StaticAttributes, type StaticTag } from './StaticHtmlView'

type Props = StaticAttributes & {
  as?: StaticTag
  /** A carousel's slide nobody sees before the carousel runs (`hiddenBeforeRun`): its pictures wait for their srcset. */
  deferPictures?: boolean
  children: ReactNode
}

// eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- Img's own markup; alt is always set
const TWINS: Twins = new Map([[Img, (props: ImgProps) => <img {...imgAttributes(props)} />]])
// eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above
const DEFERRED_TWINS: Twins = new Map([[Img, (props: ImgProps) => <img {...imgAttributes(props, true)} />]])

export function StaticHtml({ as = 'div', deferPictures, children, ...attributes }: Props) {
  const tree = snapshot(children, deferPictures ? DEFERRED_TWINS : TWINS)
  const key = createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 12)
  staticHandoff.put(key, tree)
  return <StaticHtmlView as={as} handoff={key} {...attributes} />
}
