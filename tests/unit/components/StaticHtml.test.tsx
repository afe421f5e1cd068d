/**
 * StaticHtml's snapshot: a server-built tree of HTML elements taken as data and rebuilt for the HTML render writes the
 * same markup as the tree itself; anything that would need the browser (a handler, a client component, an async
 * component) is refused at render time instead of arriving dead.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Media } from '@/components/ui/Media'
import { StaticHtml } from '@/components/ui/StaticHtml'
import { rebuild, snapshot } from '@/components/ui/StaticHtml/snapshot'

function Emblem({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} aria-hidden="true">
      <g fill="none" strokeWidth="2.4" strokeLinecap="round">
        {['M1 1', 'M2 2'].map((d) => <path key={d} d={d} />)}
      </g>
    </svg>
  )
}

const tree = (
  <>
    <p className="brand">
      <Emblem size={52} />
      <span>Dhofar &amp; &quot;Oman&quot; {2026}</span>
    </p>
    <ul>
      {['/about', '/news-list'].map((href) => (
        <li key={href}>
          <a href={href} data-soft-nav="" dir="ltr" style={{ marginInlineStart: 4 }}>
            {href}
          </a>
        </li>
      ))}
    </ul>
    {null}
    {false}
  </>
)

describe('StaticHtml snapshot', () => {
  it('rebuilds markup identical to the tree it was taken from, through JSON', () => {
    const data = JSON.parse(JSON.stringify(snapshot(tree)))
    expect(renderToStaticMarkup(<div>{rebuild(data)}</div>)).toBe(renderToStaticMarkup(<div>{tree}</div>))
  })

  it('refuses handlers, client components and async components', () => {
    expect(() => snapshot(<button onClick={() => {}}>x</button>)).toThrow(/onClick/)
    const Client = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') })
    expect(() => snapshot(<div>{<Client />}</div>)).toThrow(/client component/)
    async function Later() {
      return <p />
    }
    expect(() => snapshot(<Later />)).toThrow(/async/)
  })

  it("writes a picture through Img's twin: the same <img> a hydrated part gets, with its srcset", () => {
    const photo = { url: '/api/media/file/khareef.jpg', alt: 'Mist over Salalah', width: 1600, height: 900, mimeType: 'image/jpeg', focalX: 30, focalY: 60 }
    const pictures = (
      <>
        <Media resource={photo} sizes="card" aspectRatio="4 / 3" />
        <Media resource={photo} sizes="(max-width: 768px) 100vw, 40vw" />
        <Media resource={photo} fill sizes="100vw" decorative />
      </>
    )
    const html = renderToStaticMarkup(<StaticHtml className="block">{pictures}</StaticHtml>)
    const key = /data-static="([\w-]{12})"/.exec(html)?.[1]
    expect(key).toBeDefined()
    expect(html).toBe(`<div class="block" data-static="${key}">${renderToStaticMarkup(pictures)}</div>`)
    expect(html.match(/srcSet="\/img\/\d+\//g)?.length).toBe(3)
  })

  it('leaves the srcset of a hidden slide to the carousel (data-sizes)', () => {
    const photo = { url: '/api/media/file/khareef.jpg', alt: 'Mist over Salalah', width: 1600, height: 900, mimeType: 'image/jpeg' }
    const html = renderToStaticMarkup(
      <StaticHtml deferPictures>
        <Media resource={photo} sizes="card" aspectRatio="4 / 3" />
      </StaticHtml>,
    )
    expect(html).toContain('data-sizes="card"')
    expect(html).toContain('src="/img/640/khareef.jpg"')
    expect(html).not.toContain('srcSet')
  })
})
