/**
 * Nothing covers anything (ADR 0024): at a phone width (390 px) and a laptop's (1366 px), every interactive
 * element in view has itself (or its content) at its centre: document.elementFromPoint finds no floating button,
 * slider control or panel over it. Checked at the top, half way down after scrolling back up a little (the floating
 * buttons showing) and at the end. An element merely clipped by a scrolling container (a carousel's next slide), or
 * passing under the sticky header or (on phones) the bar of floating buttons at the bottom edge, is not covered,
 * except at the end of the page, where the footer must clear that bar.
 */
import type { Page } from '@playwright/test'

import { expect, languages, startCarousel, test } from './fixtures'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const

const PAGES = ['/', '/upcoming-events', '/event-details/khareef-dhofar-festival', '/news-details/khareef-season-preparations-completed']

/**
 * Descriptions of the covered elements in view (empty when nothing is covered). `atEnd`: the page is scrolled to its
 * end, where nothing may pass under the phones' tool bar any more (the footer's last links must clear it).
 */
function coveredElements(page: Page, atEnd = false) {
  return page.evaluate((atEnd) => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const header = document.querySelector('header')?.getBoundingClientRect()
    const bar = document.querySelector('[data-tool-bar]')?.getBoundingClientRect()
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
      // The phones' tool bar is chrome like the header: the page scrolls under it (its own buttons are still checked).
      if (!atEnd && bar && bar.height > 0 && bar.top < innerHeight && y >= bar.top && getComputedStyle(el).position !== 'fixed') continue
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
  }, atEnd)
}

for (const lang of languages) {
  for (const size of SIZES) {
    test(`nothing covers an interactive element at ${size.width} px (${lang.code})`, async ({ page }) => {
      await page.setViewportSize(size)
      for (const path of PAGES) {
        await page.goto(`${lang.prefix}${path === '/' && lang.prefix ? '' : path}`)
        await expect(page.locator('#main')).toBeVisible()
        await expect.poll(() => coveredElements(page), { message: `${path}, top` }).toEqual([])
        // Half way down, then a little back up: the floating buttons are back (on phones in their bar).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
        await page.mouse.wheel(0, -200)
        await expect(page.locator('html')).toHaveAttribute('data-scroll', 'up')
        await expect.poll(() => coveredElements(page), { message: `${path}, middle` }).toEqual([])
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect.poll(() => coveredElements(page, true), { message: `${path}, end` }).toEqual([])
      }
    })
  }
}

/** Grids whose last row holds one card alone, narrower than the row, after a row of two or more. */
function loneCards(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(grid)
      if (style.display !== 'grid' && style.display !== 'flex') continue
      if (style.display === 'flex' && style.flexWrap !== 'wrap') continue
      const items = [...grid.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.checkVisibility())
      if (items.length < 3) continue
      const rows = new Map<number, HTMLElement[]>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), item])
      }
      const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row)
      if (ordered.length < 2) continue
      const last = ordered[ordered.length - 1]
      const before = ordered[ordered.length - 2]
      // Only card-like items (each wider than a chip): a wrapping row of tags or buttons is not a card grid.
      if (last.length !== 1 || before.length < 2 || before[0].getBoundingClientRect().width < 150) continue
      const inner = grid.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
      if (last[0].getBoundingClientRect().width < inner * 0.9) {
        const name = (grid.getAttribute('aria-label') || grid.closest('section')?.querySelector('h2')?.textContent || grid.className).trim()
        found.push(`${name.slice(0, 40)}: ${ordered.map((row) => row.length).join('+')}`)
      }
    }
    return found
  })
}

const GRID_PAGES = ['/', '/about', '/states', '/discover-dhofar', '/news-list', '/upcoming-events', '/seasons', '/organizational-structure', '/open-data', '/social', '/interactiveMap', '/economy/Tourism-Sector', '/Identity', '/Strategy', '/FAQ']

for (const width of [800, 1366]) {
  test(`no card is left alone at the end of a grid at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // Every page is checked and every lone card reported, not only the first page's.
    const soft = expect.configure({ soft: true })
    for (const path of GRID_PAGES) {
      await page.goto(path)
      await expect(page.locator('#main')).toBeVisible()
      await soft.poll(() => loneCards(page), { message: path }).toEqual([])
    }
  })
}

/**
 * The home slider's arrows, pause button and dots: inside the content width (75rem, centred) and overlapping no
 * floating button (rating, accessibility), at the top of the page where they meet the first screen's bottom edge.
 */
for (const lang of languages) {
  for (const size of SIZES) {
    test(`the home slider's controls sit inside the content width, clear of the floating buttons, at ${size.width} px (${lang.code})`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto(lang.prefix || '/')
      // Its dots are drawn once the carousel runs (ADR 0028): wait for it, so they are measured too.
      await startCarousel(page.locator('[data-home-block="slider"] section').first())
      const controls = page.locator('[data-home-block="slider"] section > :last-child').locator('button')
      await expect(controls.first()).toBeVisible()
      const problems = await page.evaluate(() => {
        const found: string[] = []
        const width = Math.min(innerWidth, parseFloat(getComputedStyle(document.documentElement).fontSize) * 75)
        const left = (innerWidth - width) / 2
        const row = document.querySelector('[data-home-block="slider"] section > :last-child')!
        const mine = [...row.querySelectorAll('button')].filter((b) => b.checkVisibility())
        const floating = [...document.querySelectorAll<HTMLElement>('button')].filter(
          (b) => !row.contains(b) && b.checkVisibility() && getComputedStyle(b).position === 'fixed',
        )
        for (const button of mine) {
          const box = button.getBoundingClientRect()
          const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
          if (box.left < left - 1 || box.right > left + width + 1) found.push(`${name}: ${Math.round(box.left)}-${Math.round(box.right)} outside ${Math.round(left)}-${Math.round(left + width)}`)
          for (const other of floating) {
            const o = other.getBoundingClientRect()
            if (box.left < o.right && o.left < box.right && box.top < o.bottom && o.top < box.bottom) {
              found.push(`${name} overlaps ${other.getAttribute('aria-label') ?? other.textContent}`)
            }
          }
        }
        return found.length > 0 ? found : mine.length > 2 && floating.length > 0 ? [] : [`${mine.length} controls, ${floating.length} floating buttons found`]
      })
      expect(problems).toEqual([])
    })
  }
}
