'use client'
/**
 * A static part of the page: in the HTML, never in the RSC payload. During the HTML render its content comes from the
 * shelf (./shelf.ts); in the browser it renders an empty `dangerouslySetInnerHTML`, which React does not compare when
 * hydrating, so the server's markup stays as it is. See ./StaticHtml.tsx for where it may be used.
 */
import { rebuild } from './snapshot'
import { staticHandoff } from './shelf'

export type StaticTag = 'div' | 'section' | 'nav'

type Props = { as: StaticTag; handoff: string; className?: string; id?: string }

export function StaticHtmlView({ as: Tag, handoff, ...attributes }: Props) {
  if (typeof window !== 'undefined') return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  const tree = staticHandoff.take(handoff)
  // Loud rather than an empty footer: the HTML render always follows its own payload render in this process.
  if (tree === undefined) throw new Error(`StaticHtml: nothing was handed off under ${handoff}`)
  return <Tag {...attributes}>{rebuild(tree)}</Tag>
}
