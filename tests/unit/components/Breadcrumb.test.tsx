// @vitest-environment happy-dom
/** Breadcrumb: a labelled nav with an ordered list, the current page marked, localised links, structured data. */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Breadcrumb, breadcrumbJsonLd, type BreadcrumbItem } from '@/components/ui/Breadcrumb'

import { renderIn } from './render'

afterEach(cleanup)

const items: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'News', href: '/news-list' },
  { label: 'Khareef opens' },
]

describe('Breadcrumb', () => {
  it('is a navigation landmark named in the page language, with an ordered list', () => {
    renderIn('en', <Breadcrumb items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })

  it('links the ancestors and marks the last item as the current page', () => {
    renderIn('en', <Breadcrumb items={items} />)
    expect(screen.getByRole('link', { name: 'Home' })).toHaveProperty('pathname', '/')
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news-list')
    const current = screen.getByText('Khareef opens')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.closest('a')).toBeNull()
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBeNull()
  })

  it('keeps Arabic links under /ar and names the nav in Arabic', () => {
    renderIn('ar', <Breadcrumb items={[{ label: 'الرئيسية', href: '/' }, { label: 'الأخبار', href: '/news-list' }, { label: 'خبر' }]} />)
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'الأخبار' }).getAttribute('href')).toBe('/ar/news-list')
  })

  it('marks a current page that has a link too', () => {
    renderIn('en', <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Privacy', href: '/privacy' }]} />)
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('aria-current')).toBe('page')
  })

  it('renders nothing without items', () => {
    const { container } = renderIn('en', <Breadcrumb items={[]} />)
    expect(container.querySelector('nav')).toBeNull()
  })

  it('emits schema.org BreadcrumbList data with absolute, localised URLs when given the site URL', () => {
    const { container } = renderIn('ar', <Breadcrumb items={items} baseUrl="https://www.dhofar.gov.om" />)
    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.dhofar.gov.om/ar' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://www.dhofar.gov.om/ar/news-list' },
      { '@type': 'ListItem', position: 3, name: 'Khareef opens' },
    ])
  })

  it('emits no structured data without the site URL', () => {
    const { container } = renderIn('en', <Breadcrumb items={items} />)
    expect(container.querySelector('script')).toBeNull()
  })

  it('cannot be broken out of its script by a title', () => {
    const json = breadcrumbJsonLd([{ label: '</script><script>alert(1)</script>' }], 'https://example.com', 'en')
    expect(json).not.toContain('<')
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>')
  })
})
