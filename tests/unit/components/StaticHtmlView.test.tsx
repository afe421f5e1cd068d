// @vitest-environment happy-dom
/**
 * StaticHtmlView in the browser: it keeps the markup it hydrated over and remembers it, so the router can mount the
 * page again from its cache (back, forward); a part mounted with a key it has never seen takes its markup from the
 * page's HTML, and loads the page when the HTML no longer has it (ADR 0028).
 */
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { StaticHtmlView } from '@/components/ui/StaticHtml/StaticHtmlView'

// React's act() environment, as Testing Library sets it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const roots: Root[] = []
function container(html = '') {
  const element = document.createElement('main')
  element.innerHTML = html
  document.body.append(element)
  return element
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('StaticHtmlView in the browser', () => {
  it('keeps the server markup when hydrating, and mounts it again from memory', async () => {
    const server = '<section class="block" data-static="k1"><h2>Welcome</h2><p>Salalah</p></section>'
    const hydrated = container(server)
    await act(async () => {
      roots.push(hydrateRoot(hydrated, <StaticHtmlView as="section" handoff="k1" className="block" />))
    })
    expect(hydrated.innerHTML).toBe(server)

    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const later = container()
    await act(async () => {
      const root = createRoot(later)
      roots.push(root)
      root.render(<StaticHtmlView as="section" handoff="k1" className="block" />)
    })
    expect(later.innerHTML).toBe(server)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("takes the parts it has never seen from the page's HTML, fetched once", async () => {
    const page =
      '<html><body><div data-static="other">no</div><div data-static="k2"><p>From the document</p></div><nav data-static="k3"><a href="/">Home</a></nav></body></html>'
    const fetch = vi.fn(async () => new Response(page, { headers: { 'content-type': 'text/html' } }))
    vi.stubGlobal('fetch', fetch)
    const element = container()
    await act(async () => {
      const root = createRoot(element)
      roots.push(root)
      root.render(
        <>
          <StaticHtmlView as="div" handoff="k2" />
          <StaticHtmlView as="nav" handoff="k3" />
        </>,
      )
    })
    await vi.waitFor(() => expect(element.querySelector('p')?.textContent).toBe('From the document'))
    await vi.waitFor(() => expect(element.querySelector('nav a')?.textContent).toBe('Home'))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(window.location.href, expect.objectContaining({ credentials: 'same-origin' }))
  })

  it('loads the page once when its HTML no longer has the part, and never for an error shell', async () => {
    sessionStorage.clear()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      href: 'http://localhost/',
      pathname: '/',
      search: '',
      reload,
    } as unknown as Location)
    const mount = async (handoff: string) => {
      const element = container()
      await act(async () => {
        const root = createRoot(element)
        roots.push(root)
        root.render(<StaticHtmlView as="div" handoff={handoff} />)
      })
      return element
    }

    // A 200 page whose content changed: one reload, and no second one at the same address (no loop).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body><div data-static="new">changed</div></body></html>')),
    )
    const element = await mount('gone')
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(element.innerHTML).toBe('<div data-static="gone"></div>')
    await mount('gone-too')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reload).toHaveBeenCalledTimes(1)

    // Next's error document (500, filled in by the browser): the part stays empty, the page is not loaded again.
    sessionStorage.clear()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html id="__next_error__"><body></body></html>', { status: 500 })),
    )
    const failed = await mount('error-page')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(failed.innerHTML).toBe('<div data-static="error-page"></div>')
  })

  it("takes a 404 screen's part from its HTML, whatever the status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html><body><main data-static="nf"><h1>Not found</h1></main></body></html>', { status: 404 }),
      ),
    )
    const element = container()
    await act(async () => {
      const root = createRoot(element)
      roots.push(root)
      root.render(<StaticHtmlView as="div" handoff="nf" />)
    })
    await vi.waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Not found'))
  })
})
