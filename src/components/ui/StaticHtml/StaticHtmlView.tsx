'use client'
/**
 * A static part of the page: in the HTML, never in the RSC payload. During the HTML render its content comes from the
 * shelf (./shelf.ts). In the browser it renders `dangerouslySetInnerHTML`, which React does not compare when
 * hydrating, so the server's markup stays as it is; the part then remembers that markup under its key, for when the
 * router mounts the page again from its cache. Mounted with a key it has not seen, it reads the part from the page's
 * HTML (`data-static` names it there), or loads the page once if that HTML no longer has it. See ./StaticHtml.tsx.
 */
import { useEffect, useRef, useState, type Ref } from 'react'

import { rebuild } from './snapshot'
import { staticHandoff } from './shelf'

export type StaticTag = 'div' | 'section' | 'nav' | 'main'
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

/** The page's current HTML (whatever its status: a 404 screen has static parts too), and whether it answered 200. */
type PageHtml = { document: Document | null; ok: boolean }

/** Fetched once for all the parts that mount without their markup at the same time. */
const documents = new Map<string, Promise<PageHtml>>()
function pageHtml(href: string): Promise<PageHtml> {
  let page = documents.get(href)
  if (!page) {
    page = fetch(href, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      .then(async (response) => ({
        ok: response.ok,
        document: new DOMParser().parseFromString(await response.text(), 'text/html'),
      }))
      .catch(() => ({ ok: false, document: null }))
      .finally(() => setTimeout(() => documents.delete(href), 0))
    documents.set(href, page)
  }
  return page
}

/**
 * Loads the page again, once per address in a visit: its HTML answered but no longer has the part (its content
 * changed since the router's copy). Never for an error page's shell, which has no parts to give (Next's error and
 * `notFound()` documents are filled in by the browser), and never twice: no loop.
 */
function reloadOnce(): void {
  const flag = `static-html-reload:${window.location.pathname}${window.location.search}`
  try {
    if (sessionStorage.getItem(flag)) return
    sessionStorage.setItem(flag, '1')
  } catch {
    return // no storage: no way to tell a second time from the first
  }
  window.location.reload()
}

function BrowserView({ as: Tag, handoff, ...attributes }: Props) {
  const [html, setHtml] = useState(() => remembered.get(handoff) ?? '')
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (element.innerHTML !== '') {
      if (!remembered.has(handoff)) remembered.set(handoff, element.innerHTML)
      return
    }
    let live = true
    void pageHtml(window.location.href).then(({ document, ok }) => {
      if (!live) return
      const markup = document?.querySelector(`[data-static="${CSS.escape(handoff)}"]`)?.innerHTML
      if (markup !== undefined) {
        remembered.set(handoff, markup)
        setHtml(markup)
      } else if (ok) reloadOnce()
      // Otherwise (an error page's shell, no network) the part stays empty, as the page's own HTML has it.
    })
    return () => {
      live = false
    }
  }, [handoff])
  return (
    <Tag
      {...attributes}
      ref={ref as Ref<never>}
      data-static={handoff}
      dangerouslySetInnerHTML={{ __html: html }}
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
