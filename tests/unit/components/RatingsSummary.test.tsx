// @vitest-environment happy-dom
/**
 * The ratings table in the admin: a long comment wraps inside its cell (overflow-wrap: anywhere), and in the Arabic
 * admin the page paths and the addresses inside comments stay left to right (isolated in <bdi dir="ltr">).
 */
import { readFileSync } from 'node:fs'

import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { splitAddresses } from '@/features/rating/admin/addresses'
import { summaryLabels } from '@/features/rating/admin/labels'
import { Comments, PageName } from '@/features/rating/admin/RatingsSummary'
import styles from '@/features/rating/admin/RatingsSummary.module.css'
import { HOME_PAGE_NAME } from '@/features/rating/constants'

afterEach(() => cleanup())

const page = (comment: string) => ({
  pageName: '/news-details/khareef',
  count: 1,
  average: 4,
  distribution: [0, 0, 0, 1, 0],
  comments: [{ id: 1, pageName: '/news-details/khareef', comment, flagged: false, result: 4, createdAt: '2026-01-01T00:00:00Z' }],
})

const rtl = (ui: React.ReactElement) => render(<div dir="rtl" lang="ar">{ui}</div>)

describe('the admin’s ratings table', () => {
  it('wraps a long comment and a long path anywhere rather than widening the table', () => {
    const css = readFileSync('src/features/rating/admin/RatingsSummary.module.css', 'utf8')
    const rule = css.match(/\.comment,\s*\.path \{([^}]*)\}/)
    expect(rule?.[1]).toMatch(/overflow-wrap:\s*anywhere/)
    rtl(<Comments page={page('a'.repeat(400))} t={summaryLabels.ar} lang="ar" />)
    expect(document.querySelector('q')?.className).toBe(styles.comment)
  })

  it('isolates web and e-mail addresses and paths in an Arabic comment as left-to-right text', () => {
    rtl(<Comments page={page('راجعوا https://example.om/a/b?x=1 أو راسلوا info@dhofar.gov.om أو /ar/news-details شكرًا')} t={summaryLabels.ar} lang="ar" />)
    const isolated = [...document.querySelectorAll('q bdi')].map((el) => [el.getAttribute('dir'), el.textContent])
    expect(isolated).toEqual([
      ['ltr', 'https://example.om/a/b?x=1'],
      ['ltr', 'info@dhofar.gov.om'],
      ['ltr', '/ar/news-details'],
    ])
    // The words around them are left to the comment's own direction.
    expect(document.querySelector('q')?.getAttribute('dir')).toBe('auto')
    expect(document.querySelector('q')?.textContent).toContain('شكرًا')
  })

  it('shows page paths left to right, the home page by its name', () => {
    rtl(<PageName name="/news-details/khareef" home={summaryLabels.ar.home} />)
    const path = screen.getByText('/news-details/khareef')
    expect(path.tagName).toBe('BDI')
    expect(path.getAttribute('dir')).toBe('ltr')
    cleanup()
    rtl(<PageName name={HOME_PAGE_NAME} home={summaryLabels.ar.home} />)
    expect(screen.getByText(summaryLabels.ar.home).getAttribute('dir')).toBeNull()
  })

  it('finds addresses only where they are', () => {
    expect(splitAddresses('great page, 5/5 and a/b')).toEqual([{ text: 'great page, 5/5 and a/b', address: false }])
    expect(splitAddresses('see www.dhofar.gov.om.')).toEqual([
      { text: 'see ', address: false },
      { text: 'www.dhofar.gov.om', address: true },
      { text: '.', address: false },
    ])
  })
})
