// @vitest-environment happy-dom
/** RichText: CMS HTML and Lexical JSON render sanitised, with tables in a labelled, scrollable region. */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { RichText } from '@/components/ui/RichText'

import { renderIn } from './render'

afterEach(cleanup)

describe('RichText', () => {
  it('strips scripts, event handlers and javascript: links from HTML', () => {
    const html =
      '<p>Visit <a href="javascript:alert(1)">here</a></p><script>alert("x")</script>' +
      '<img src="/a.jpg" alt="Salalah" onerror="alert(2)"><p onclick="alert(3)">Text</p>'
    const { container } = renderIn('en', <RichText value={html} />)
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toMatch(/alert|onerror|onclick|javascript:/)
    expect(screen.getByText('Text').tagName).toBe('P')
    expect(screen.getByRole('img', { name: 'Salalah' })).toBeTruthy()
  })

  it('opens external links safely and keeps site links as they are', () => {
    renderIn('en', <RichText value={'<p><a href="https://example.org">Out</a> <a href="/about">About</a></p>'} />)
    const out = screen.getByRole('link', { name: 'Out' })
    expect(out.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('target')).toBeNull()
  })

  it('renders Lexical rich text from the CMS', () => {
    const value = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'heading',
            tag: 'h2',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'text', text: 'The Khareef', version: 1, detail: 0, format: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    }
    renderIn('en', <RichText value={value} />)
    expect(screen.getByRole('heading', { level: 2, name: 'The Khareef' })).toBeTruthy()
  })

  it('wraps every table in a focusable region named in the page language, so it scrolls on a phone', () => {
    const table = '<table><tbody><tr><td>1</td></tr></tbody></table>'
    renderIn('ar', <RichText value={`${table}<p>بين</p>${table}`} />)
    const regions = screen.getAllByRole('region', { name: 'جدول، يُمرَّر أفقيًا' })
    expect(regions).toHaveLength(2)
    for (const region of regions) {
      expect(region.getAttribute('tabindex')).toBe('0')
      expect(region.firstElementChild?.tagName).toBe('TABLE')
    }
  })

  it('renders nothing for empty or unknown values', () => {
    const { container } = renderIn('en', <>{[<RichText key="a" value={null} />, <RichText key="b" value={42} />, <RichText key="c" value="" />]}</>)
    expect(container.querySelector('[lang]')?.innerHTML).toBe('')
  })
})
