/**
 * Issue 18, "nothing covers anything": at a phone width (390 px) and a laptop's (1366 px), every interactive
 * element in view has itself (or its content) at its centre: document.elementFromPoint finds no floating button,
 * slider control or panel over it. Checked at the top of each page and at its end; an element merely clipped by a
 * scrolling container (a carousel's next slide) or passing under the sticky header while scrolling is not covered.
 */
import type { Page } from '@playwright/test'

import { expect, languages, test } from './fixtures'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const

const PAGES = ['/', '/upcoming-events', '/event-details/khareef-dhofar-festival', '/news-details/khareef-season-preparations-completed']

/** Descriptions of the covered elements in view (empty when nothing is covered). */
function coveredElements(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const header = document.querySelector('header')?.getBoundingClientRect()
    const covered: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      if (el.closest('[inert], [aria-hidden="true"], dialog:not([open])')) continue
      const box = el.getBoundingClientRect()
      if (box.width < 4 || box.height < 4) continue // visually hidden (the skip link until focused)
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
      if (header && !el.closest('header') && y <= header.bottom && getComputedStyle(document.querySelector('header')!).position !== 'static') continue
      let clipped = false
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const r = a.getBoundingClientRect()
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) clipped = true
      }
      if (clipped) continue
      const hit = document.elementFromPoint(x, y)
      if (hit && (hit === el || el.contains(hit) || hit.contains(el))) continue
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40)
      const by = hit ? `${hit.tagName.toLowerCase()}${hit.className ? '.' + String(hit.className).split(' ')[0] : ''}` : 'nothing'
      covered.push(`${el.tagName.toLowerCase()} "${name}" under ${by}`)
    }
    return covered
  })
}

for (const lang of languages) {
  for (const size of SIZES) {
    test(`nothing covers an interactive element at ${size.width} px (${lang.code})`, async ({ page }) => {
      await page.setViewportSize(size)
      for (const path of PAGES) {
        await page.goto(`${lang.prefix}${path === '/' && lang.prefix ? '' : path}`)
        await expect(page.locator('#main')).toBeVisible()
        await expect.poll(() => coveredElements(page), { message: `${path}, top` }).toEqual([])
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect.poll(() => coveredElements(page), { message: `${path}, end` }).toEqual([])
      }
    })
  }
}
