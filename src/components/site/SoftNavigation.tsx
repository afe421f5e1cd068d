'use client'
/**
 * Client-side navigation for the site's links (`Link` from `@/i18n/Link`, marked `data-soft-nav`), by one listener
 * on the document instead of a client component per link: a plain left click on such a link goes through Next's
 * router (no page reload; ScrollToTop then scrolls and moves focus), and the page the visitor reaches for (pointer
 * over the link, a touch, keyboard focus) is prefetched first, as next/link does on hover. Nothing is prefetched
 * while the page starts up. Every other click is the browser's: modified clicks (new tab or window), other
 * buttons, `target` or `download` links, other origins, a jump to an anchor of this same page, and any click a
 * component's own handler has already taken (`preventDefault`, e.g. the language switch), and a link to a page that
 * is loaded as a document (DOCUMENT_PAGES, DOCUMENT_PREFIXES). Without JavaScript the links are ordinary links. Renders nothing.
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { localeCodes } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { DETAIL_BASES } from '@/lib/page-routes'

/**
 * Pages with static parts of their own (StaticHtml): their content is in their HTML only, not in the RSC payload a
 * client navigation fetches, so a link to one loads the document (ADR 0028). The home page, in every language.
 */
export const DOCUMENT_PAGES: ReadonlySet<string> = new Set(localeCodes.map((locale) => localizedPath('/', locale)))

/**
 * Pages whose own inline script must run, which it does only when the HTML is loaded: a wilayat's page, whose "Save
 * this wilayat for offline" is driven by one (features/offline/saveScript.ts, ADR 0046).
 */
export const DOCUMENT_PREFIXES: readonly string[] = localeCodes.map((locale) => localizedPath(`${DETAIL_BASES.state}/`, locale))

/** The marked link an event came from, as a same-origin URL, or null. */
function softLinkOf(event: Event): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-soft-nav]') : null
  if (!anchor || !anchor.href) return null
  const url = new URL(anchor.href)
  const document = DOCUMENT_PAGES.has(url.pathname) || DOCUMENT_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  return url.origin === window.location.origin && !document ? { anchor, url } : null
}

const isModified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

export function SoftNavigation() {
  const router = useRouter()

  useEffect(() => {
    const prefetched = new Set<string>()
    const prefetch = (event: Event) => {
      const link = softLinkOf(event)
      if (!link) return
      const href = link.url.pathname + link.url.search
      if (prefetched.has(href) || href === window.location.pathname + window.location.search) return
      prefetched.add(href)
      router.prefetch(href)
    }
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || isModified(event)) return
      const link = softLinkOf(event)
      if (!link) return
      const { anchor, url } = link
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const here = window.location
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return // the browser scrolls
      event.preventDefault()
      router.push(url.pathname + url.search + url.hash)
    }
    const options = { passive: true, capture: true }
    document.addEventListener('pointerover', prefetch, options)
    document.addEventListener('touchstart', prefetch, options)
    document.addEventListener('focusin', prefetch, options)
    document.addEventListener('click', navigate)
    return () => {
      document.removeEventListener('pointerover', prefetch, options)
      document.removeEventListener('touchstart', prefetch, options)
      document.removeEventListener('focusin', prefetch, options)
      document.removeEventListener('click', navigate)
    }
  }, [router])

  return null
}
