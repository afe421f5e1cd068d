// @vitest-environment happy-dom
/** Card: one link (the title) that makes the whole card clickable, the heading level asked for, the picture. */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Card } from '@/components/ui/Card'

import { renderIn } from './render'

// next/image's development checks measure the laid-out box, and happy-dom does no layout: their warnings are noise.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const image = { url: '/api/media/file/mirbat.jpg', alt: 'The old houses of Mirbat', width: 1200, height: 800 }

describe('Card', () => {
  it('links its title to the page, localised, and has no other interactive element', () => {
    const { container } = renderIn(
      'ar',
      <Card title="مرباط" href="/state-details/mirbat" image={image} subtitle="ولاية" text="ميناء تاريخي" />,
    )
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0].getAttribute('href')).toBe('/ar/state-details/mirbat')
    expect(links[0].textContent).toBe('مرباط')
    expect(container.querySelectorAll('button, input, select, textarea')).toHaveLength(0)
  })

  it('puts the link inside a heading of the level asked for, before the picture in reading order', () => {
    renderIn('en', <Card title="Mirbat" href="/state-details/mirbat" image={image} headingLevel={2} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Mirbat' })
    expect(within(heading).getByRole('link', { name: 'Mirbat' })).toBeTruthy()
    const img = screen.getByRole('img', { name: image.alt })
    expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps the heading first in its box and the link its only child, where the stylesheet finds them (no classes)', () => {
    renderIn(
      'en',
      <Card title="Mirbat" href="/state-details/mirbat" image={image} subtitle="Wilayat" text="A historic port">
        <p>More</p>
      </Card>,
    )
    const heading = screen.getByRole('heading', { name: 'Mirbat' })
    expect(heading.parentElement?.firstElementChild).toBe(heading)
    expect([...heading.children].map((child) => child.tagName)).toEqual(['A'])
    expect(heading.getAttribute('class')).toBeNull()
    expect(heading.firstElementChild?.getAttribute('class')).toBeNull()
  })

  it('defaults to an h3 and shows the subtitle and text', () => {
    renderIn('en', <Card title="Mirbat" subtitle="Wilayat" text="A historic port" />)
    expect(screen.getByRole('heading', { level: 3, name: 'Mirbat' })).toBeTruthy()
    expect(screen.getByText('Wilayat')).toBeTruthy()
    expect(screen.getByText('A historic port')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('uses a plain link for an absolute URL and can make the picture decorative', () => {
    renderIn('en', <Card title="Visit Oman" href="https://www.visitoman.om/" image={image} imageAlt="" />)
    expect(screen.getByRole('link', { name: 'Visit Oman' }).getAttribute('href')).toBe('https://www.visitoman.om/')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
