import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern'
import { describe, expect, it } from 'vitest'

import {
  atWidth,
  candidateWidths,
  completeDeferredPictures,
  imageUrl,
  renderedBound,
  responsiveSource,
  singleSource,
} from '@/components/ui/Media/imageUrl'
import { imgAttributes } from '@/components/ui/Media/imgAttributes'
import { IMAGE_LOCAL_PATTERNS, IMAGE_REWRITES } from '@/lib/image-rewrites'
import { DEVICE_WIDTHS, SMALL_WIDTHS } from '@/lib/image-widths'

describe('imageUrl', () => {
  it('names an upload and a bundled picture by the short path the rewrites map back', () => {
    expect(imageUrl('/api/media/file/salalah-beach.jpg', 640)).toBe('/img/640/salalah-beach.jpg')
    expect(imageUrl('/_next/static/media/coast-poster.41vw.jpg', 384)).toBe('/img/s/384/coast-poster.41vw.jpg')
  })

  it("keeps Next's own URL for anything the short path cannot carry", () => {
    expect(imageUrl('/api/media/file/a b&c.jpg', 640)).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa%20b%26c.jpg&w=640&q=75')
    expect(imageUrl('/images/x.png', 64)).toBe('/_next/image?url=%2Fimages%2Fx.png&w=64&q=75')
  })

  it('is what the rewrites turn back into the optimiser query', () => {
    const rewrite = (path: string) => {
      for (const { source, destination } of IMAGE_REWRITES) {
        const pattern = new RegExp(`^${source.replace(':w(\\d+)', '(\\d+)').replace(':file', '([^/]+)')}$`)
        const match = pattern.exec(path)
        if (match) return destination.replace(':w', match[1]).replace(':file', match[2])
      }
      return null
    }
    expect(rewrite(imageUrl('/api/media/file/x.jpg', 768))).toBe('/_next/image?url=/api/media/file/x.jpg&w=768&q=75')
    expect(rewrite(imageUrl('/_next/static/media/p.jpg', 640))).toBe('/_next/image?url=/_next/static/media/p.jpg&w=640&q=75')
  })
})

describe('renderedBound', () => {
  it('reads the widest drawn size from sizes', () => {
    expect(renderedBound('56px')).toBe(56)
    expect(renderedBound('6rem')).toBe(96)
    expect(renderedBound('(max-width: 768px) 100vw, 37rem')).toBe(768)
    expect(renderedBound('(max-width: 560px) 50vw, (max-width: 75rem) 20vw, 15rem')).toBe(280)
  })

  it('is unbounded when a share of the screen has no upper screen width', () => {
    expect(renderedBound('100vw')).toBe(Infinity)
    expect(renderedBound('(max-width: 560px) 100vw, 33vw')).toBe(Infinity)
    expect(renderedBound('calc(100vw - 2rem)')).toBe(Infinity)
  })
})

describe('candidateWidths', () => {
  const all = [...SMALL_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b)

  it('starts at the narrowest drawing: each share of the screen at the narrowest screen it applies to', () => {
    expect(candidateWidths('100vw')).toEqual(DEVICE_WIDTHS)
    // 50vw applies above 560px only: never narrower than 280px.
    expect(candidateWidths('(max-width: 560px) 100vw, 50vw')).toEqual(all.filter((w) => w >= 280))
    // A card: 33vw above 768px is 254px at the narrowest, so 128 is never chosen and 256 is.
    expect(candidateWidths('card')).toEqual([256, 384, 640, 768, 1080, 1440])
  })

  it('starts at the first width that covers the narrowest drawing and stops at the first that covers twice the widest', () => {
    expect(candidateWidths('56px')).toEqual([64, 128])
    expect(candidateWidths('18rem')).toEqual([384, 640])
    expect(candidateWidths('(max-width: 560px) 50vw, 14rem')).toEqual([256, 384, 640])
  })
})

describe('responsiveSource and singleSource', () => {
  it('offers every candidate and falls back to the largest', () => {
    expect(responsiveSource('/api/media/file/x.jpg', '56px')).toEqual({ src: '/img/128/x.jpg', srcSet: '/img/64/x.jpg 64w, /img/128/x.jpg 128w' })
  })

  it('names one mid-size copy for a picture whose srcset waits', () => {
    expect(singleSource('/api/media/file/x.jpg')).toBe('/img/640/x.jpg')
  })
})

describe('a static slide whose pictures wait (data-sizes)', () => {
  it('names the same picture at another width, for every kind of URL', () => {
    for (const src of ['/api/media/file/salalah-beach.jpg', '/_next/static/media/coast-poster.41vw.jpg', '/api/media/file/a b&c.jpg']) {
      expect(atWidth(imageUrl(src, 640), 1080)).toBe(imageUrl(src, 1080))
    }
  })

  it('gets exactly the sizes and srcset a picture that never waited has', () => {
    const props = { src: '/api/media/file/event-sumhuram.jpg', alt: 'Sumhuram', sizes: 'card', fill: true }
    const waiting = imgAttributes(props, true)
    expect(waiting.srcSet).toBeUndefined()
    expect(waiting['data-sizes']).toBe('card')
    const attributes: Record<string, string> = { src: waiting.src, 'data-sizes': waiting['data-sizes']! }
    const img = {
      dataset: { sizes: 'card' },
      getAttribute: (name: string) => attributes[name],
      removeAttribute: (name: string) => delete attributes[name],
    } as unknown as HTMLImageElement
    completeDeferredPictures({ querySelectorAll: () => [img] } as unknown as ParentNode)
    const ready = imgAttributes(props)
    expect([img.sizes, img.srcset]).toEqual([ready.sizes, ready.srcSet])
    expect(attributes['data-sizes']).toBeUndefined()
  })
})

describe("the image optimiser's sources (next.config.ts images.localPatterns)", () => {
  const allowed = (url: string) => hasLocalMatch([...IMAGE_LOCAL_PATTERNS], url)

  it('are uploads and the bundled pictures, without a query string', () => {
    expect(allowed('/api/media/file/salalah.jpg')).toBe(true)
    expect(allowed('/_next/static/media/coast.1a2b3c.jpg')).toBe(true)
    // Every distinct query string was a new encode of the same file.
    expect(allowed('/api/media/file/salalah.jpg?zz=1')).toBe(false)
    expect(allowed('/api/media/file/salalah.jpg?')).toBe(true) // an empty query is no query
    expect(allowed('/_next/static/media/coast.1a2b3c.jpg?v=2')).toBe(false)
    // Nothing else of the site's.
    expect(allowed('/og/en/_site.jpg')).toBe(false)
    expect(allowed('/icons.svg')).toBe(false)
  })
})
