'use client'
/**
 * A static part of the page: in the HTML, never in the RSC payload. During the HTML render its content comes from the
 * shelf (./shelf.ts). In the browser it renders `dangerouslySetInnerHTML`, which React does not compare when
 * hydrating, so the server's markup stays as it is; the part then remembers that markup under its key, for when the
 * router mounts the page again from its cache. Mounted with a key it has not seen, it reads the part from the page's
 * HTML (`data-static` names it there), or loads the page if the HTML no longer has it. See ./StaticHtml.tsx.
 */
import { useEffect, useRef, useState, type Ref } from 'react'

import { rebuild } from './snapshot'
import { staticHandoff } from './shelf'

export type StaticTag = 'div' | 'section' | 'nav'
/** The wrapper's own attributes: they cross in the payload, the content does not. */
export type StaticAttributes = {
  className?: string
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  [data: `data-${string}`]: string | undefined
}

type Props = StaticAttributes & { as: StaticTag; handoff: string }

/** What each static part held when it was hydrated (or fetched), by key. */
const remembered = new Map<string, string>()

/** The page's current HTML, fetched once for all the parts that mount without their markup at the same time. */
const documents = new Map<string, Promise<Document | null>>()
function pageDocument(href: string): Promise<Document | null> {
  let page = documents.get(href)
  if (!page) {
    page = fetch(href, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      .then(async (response) =>
        response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null,
      )
      .finally(() => setTimeout(() => documents.delete(href), 0))
    documents.set(href, page)
  }
  return page
}

/** The part's markup in the page's current HTML, or null. */
async function fromDocument(key: string): Promise<string | null> {
  const page = await pageDocument(window.location.href)
  return page?.querySelector(`[data-static="${CSS.escape(key)}"]`)?.innerHTML ?? null
}

function BrowserView({ as: Tag, handoff, ...attributes }: Props) {
  const [html] = useState(() => remembered.get(handoff) ?? '')
  const [fetched, setFetched] = useState<string | null>(null)
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (element.innerHTML !== '') {
      if (!remembered.has(handoff)) remembered.set(handoff, element.innerHTML)
      return
    }
    let live = true
    fromDocument(handoff)
      .then((markup) => {
        if (!live) return
        if (markup === null) return window.location.reload()
        remembered.set(handoff, markup)
        setFetched(markup)
      })
      .catch(() => live && window.location.reload())
    return () => {
      live = false
    }
  }, [handoff])
  return (
    <Tag
      {...attributes}
      ref={ref as Ref<never>}
      data-static={handoff}
      dangerouslySetInnerHTML={{ __html: fetched ?? html }}
      suppressHydrationWarning
    />
  )
}

export function StaticHtmlView(props: Props) {
  // Keyed by the content's key: other content (an edit seen through router.refresh) is a new part, never the old
  // markup remembered under the new key.
  if (typeof window !== 'undefined') return <BrowserView key={props.handoff} {...props} />
  const { as: Tag, handoff, ...attributes } = props
  const tree = staticHandoff.take(handoff)
  // Loud rather than an empty part: the HTML render always follows its own payload render in this process.
  if (tree === undefined) throw new Error(`StaticHtml: nothing was handed off under ${handoff}`)
  return (
    <Tag {...attributes} data-static={handoff}>
      {rebuild(tree)}
    </Tag>
  )
}
