// @vitest-environment happy-dom
/** Media: alt text from the document (or overridden, or empty when decorative), sizes, lazy loading, no shift. */
import { readFileSync } from 'node:fs'

import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Media } from '@/components/ui/Media'
import { RATIO_CLASSES } from '@/components/ui/Media/Media'
import styles from '@/components/ui/Media/Media.module.css'
import type { Media as MediaDocument } from '@/payload-types'

afterEach(() => cleanup())

const photo: MediaDocument = {
  id: 7,
  alt: 'Mist over the green hills of Salalah in the Khareef',
  url: '/api/media/file/khareef.jpg',
  mimeType: 'image/jpeg',
  width: 1600,
  height: 900,
  focalX: 30,
  focalY: 60,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

const sizes = '(max-width: 768px) 100vw, 50vw'

describe('Media', () => {
  it("takes the alt text from the document, in the page's language", () => {
    render(<Media resource={photo} sizes={sizes} />)
    expect(screen.getByRole('img').getAttribute('alt')).toBe(photo.alt)
  })

  it('lets the caller override the alt text, and gives decorative images an empty one', () => {
    const { rerender } = render(<Media resource={photo} sizes={sizes} alt="The Khareef" />)
    expect(screen.getByRole('img').getAttribute('alt')).toBe('The Khareef')
    rerender(<Media resource={photo} sizes={sizes} decorative />)
    // alt="" takes the image out of the accessibility tree: it has the presentation role.
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it("serves responsive renditions through the optimiser's short URLs with the given sizes, lazily by default", () => {
    render(<Media resource={photo} sizes={sizes} />)
    const img = screen.getByRole('img')
    expect(img.getAttribute('sizes')).toBe(sizes)
    // From the narrowest drawing (50vw of a screen above 768px: 384px) to the widest.
    expect(img.getAttribute('srcset')).toMatch(/^\/img\/384\/khareef\.jpg 384w, \/img\/640\/khareef\.jpg 640w, .* \/img\/1920\/khareef\.jpg 1920w$/)
    expect(img.getAttribute('src')).toBe('/img/1920/khareef.jpg')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBeNull()
  })

  it('loads an above-the-fold image at once with high priority', () => {
    render(<Media resource={photo} sizes="100vw" priority />)
    const img = screen.getByRole('img')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it("reserves the space with the document's width and height", () => {
    render(<Media resource={photo} sizes={sizes} />)
    const img = screen.getByRole('img')
    expect(img.getAttribute('width')).toBe('1600')
    expect(img.getAttribute('height')).toBe('900')
  })

  it('fills an aspect-ratio box around the focal point when a ratio is asked for', () => {
    const { container } = render(<Media resource={photo} sizes={sizes} aspectRatio="4 / 3" />)
    const box = container.firstElementChild as HTMLElement
    // A common ratio is the stylesheet's class; any other is inline.
    expect(box.classList.contains(styles.r4x3)).toBe(true)
    expect(box.getAttribute('style')).toBeNull()
    const img = screen.getByRole('img')
    // The covering rules are the stylesheet's; only the focal point is inline, and only when it is not the centre.
    expect(img.getAttribute('width')).toBeNull()
    expect(img.style.objectPosition).toBe('30% 60%')
    cleanup()
    render(<Media resource={{ ...photo, focalX: 50, focalY: 50 }} sizes={sizes} aspectRatio="5 / 4" />)
    expect(screen.getByRole('img').getAttribute('style')).toBeNull()
    expect((screen.getByRole('img').parentElement as HTMLElement).style.aspectRatio).toBe('5 / 4')
  })

  it('boxes a plain image whose size is unknown, so nothing moves when it loads', () => {
    const { container } = render(<Media resource={{ url: '/hero.jpg', alt: 'Hero' }} sizes="100vw" />)
    expect((container.firstElementChild as HTMLElement).classList.contains(styles.r16x9)).toBe(true)
    expect(screen.getByRole('img', { name: 'Hero' })).toBeTruthy()
  })

  it('serves SVG as it is', () => {
    render(<Media resource={{ ...photo, url: '/api/media/file/logo.svg', mimeType: 'image/svg+xml' }} sizes="96px" />)
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/media/file/logo.svg')
    expect(screen.getByRole('img').getAttribute('srcset')).toBeNull()
  })

  it('renders nothing for a missing image, an unpopulated relation or a video', () => {
    const { container } = render(
      <>
        <Media resource={null} sizes={sizes} />
        <Media resource={7} sizes={sizes} />
        <Media resource={{ ...photo, url: '/api/media/file/clip.mp4', mimeType: 'video/mp4' }} sizes={sizes} />
      </>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('has a class in the stylesheet for each common ratio, setting that ratio', () => {
    const css = readFileSync('src/components/ui/Media/Media.module.css', 'utf8')
    const declared = Object.fromEntries([...css.matchAll(/\.(r\d+x\d+) \{\s*aspect-ratio: ([\d /]+);\s*\}/g)].map(([, name, ratio]) => [ratio, name]))
    expect(Object.keys(declared).sort()).toEqual(Object.keys(RATIO_CLASSES).sort())
    for (const [ratio, name] of Object.entries(declared)) expect(RATIO_CLASSES[ratio as keyof typeof RATIO_CLASSES]).toBe(styles[name])
  })
})
