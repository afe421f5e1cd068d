// @vitest-environment happy-dom
/** SoftNavigation: which clicks on the site's links become client-side navigations, and when pages are prefetched. */
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

import { SoftNavigation } from '@/components/site/SoftNavigation'

function page(html: string) {
  return render(
    <>
      <SoftNavigation />
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </>,
  )
}
const link = (container: HTMLElement, id: string) => container.querySelector<HTMLAnchorElement>(`#${id}`)!

/** Whether each click reached the window already taken (default prevented); then stops happy-dom's own navigation. */
let taken: boolean[] = []
const stopBrowserNavigation = (event: Event) => {
  taken.push(event.defaultPrevented)
  event.preventDefault()
}

describe('SoftNavigation', () => {
  beforeEach(() => {
    router.push.mockClear()
    router.prefetch.mockClear()
    window.history.replaceState(null, '', '/news-list')
    taken = []
    window.addEventListener('click', stopBrowserNavigation)
  })
  afterEach(() => {
    window.removeEventListener('click', stopBrowserNavigation)
    cleanup()
  })

  it('routes a plain click on a marked link, with its query', () => {
    const { container } = page('<a id="go" data-soft-nav href="/ar/news-details/x?y=1"><span>go</span></a>')
    fireEvent.click(link(container, 'go').querySelector('span')!)
    expect(router.push).toHaveBeenCalledWith('/ar/news-details/x?y=1')
    expect(taken).toEqual([true])
  })

  it('leaves the browser every other click', () => {
    const { container } = page(`
      <a id="plain" href="/about">unmarked</a>
      <a id="blank" data-soft-nav href="/about" target="_blank">new tab</a>
      <a id="file" data-soft-nav href="/about" download>download</a>
      <a id="away" data-soft-nav href="https://example.org/about">elsewhere</a>
      <a id="anchor" data-soft-nav href="/news-list#more">same page</a>
      <a id="mod" data-soft-nav href="/about">modified</a>`)
    for (const id of ['plain', 'blank', 'file', 'away', 'anchor']) fireEvent.click(link(container, id))
    fireEvent.click(link(container, 'mod'), { ctrlKey: true })
    fireEvent.click(link(container, 'mod'), { button: 1 })
    expect(router.push).not.toHaveBeenCalled()
    expect(taken).toEqual([false, false, false, false, false, false, false])
  })

  it('leaves a click that a component already handled', () => {
    const { container } = page('<a id="a" data-soft-nav href="/about">taken</a>')
    link(container, 'a').addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link(container, 'a'))
    expect(router.push).not.toHaveBeenCalled()
  })

  it('prefetches a page once, when the visitor reaches for its link, never the page itself', () => {
    const { container } = page('<a id="a" data-soft-nav href="/about">about</a><a id="here" data-soft-nav href="/news-list">here</a>')
    fireEvent.pointerOver(link(container, 'a'))
    fireEvent.focusIn(link(container, 'a'))
    fireEvent.touchStart(link(container, 'a'))
    fireEvent.pointerOver(link(container, 'here'))
    expect(router.prefetch.mock.calls).toEqual([['/about']])
  })

  it('loads the home page as a document, in both languages: never routed, never prefetched (ADR 0028)', () => {
    const { container } = page('<a id="en" data-soft-nav href="/">home</a><a id="ar" data-soft-nav href="/ar">الرئيسية</a>')
    for (const id of ['en', 'ar']) {
      fireEvent.pointerOver(link(container, id))
      fireEvent.click(link(container, id))
    }
    expect(router.push).not.toHaveBeenCalled()
    expect(router.prefetch).not.toHaveBeenCalled()
    expect(taken).toEqual([false, false])
  })
})
