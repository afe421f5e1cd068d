/**
 * Nothing covers anything (ADRs 0024 and 0048): at a phone width (390 px) and a laptop's (1366 px), on every
 * template, every control in `main` has itself (or its content) at its centre: document.elementFromPoint finds no
 * floating button, slider control or panel over it. Checked on the first screen as it loads, then for each control
 * scrolled into view at the top, the middle and the bottom of the window, with the floating buttons showing (the
 * visitor has scrolled back up, so back to top shows too). Nothing is exempt: no bar is chrome the page may pass
 * under any more. An element merely clipped by a scrolling container (a carousel's next slide) is not covered.
 */
import type { Page } from '@playwright/test'

import { expect, languages, startCarousel, test } from './fixtures'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const

/** One page of each template (the screens, each detail route, a CMS page, search and the 404). */
const TEMPLATES = [
  '/',
  '/about',
  '/news-list',
  '/news-details/khareef-season-preparations-completed',
  '/upcoming-events',
  '/past-events',
  '/event-details/khareef-dhofar-festival',
  '/seasons',
  '/season-details/khareef-season',
  '/states',
  '/state-details/Salalah',
  '/economy/Tourism-Sector',
  '/open-data',
  '/open-data-details/open-data-guide',
  '/interactiveMap',
  '/searchresult?q=salalah',
  '/FAQ',
  '/Identity',
  '/discover-dhofar',
  '/organizational-structure',
  '/social',
  '/privacy',
  '/alerts',
  '/emergency',
  '/places',
  '/places/mughsail',
  '/no-such-page-anywhere',
]

/**
 * Descriptions of the covered controls of `main` (empty when none is). `scroll`: each control is first scrolled into
 * view at the window's top, middle and bottom (the root's scroll-padding keeps it clear of the header and the floating
 * buttons); without it, only the controls the window shows as it is are checked.
 */
function coveredControls(page: Page, scroll: boolean) {
  return page.evaluate((scroll) => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const main = document.getElementById('main')
    if (!main) return ['no main']
    const covered = new Set<string>()
    const check = (el: HTMLElement, where: string) => {
      const box = el.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const r = a.getBoundingClientRect()
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return
      }
      const hit = document.elementFromPoint(x, y)
      if (hit && (hit === el || el.contains(hit) || hit.contains(el))) return
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40)
      const by = hit ? `${hit.tagName.toLowerCase()}${hit.className ? '.' + String(hit.className).split(' ')[0] : ''}` : 'nothing'
      covered.add(`${el.tagName.toLowerCase()} "${name}" under ${by} (${where})`)
    }
    const y0 = scrollY
    for (const el of main.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      if (el.closest('[inert], [aria-hidden="true"], dialog:not([open])')) continue
      const box = el.getBoundingClientRect()
      if (box.width < 4 || box.height < 4) continue // visually hidden (a custom checkbox's input: its label is checked)
      if (!scroll) {
        check(el, 'as loaded')
        continue
      }
      for (const block of ['start', 'center', 'end'] as const) {
        el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' })
        check(el, block)
      }
    }
    window.scrollTo({ top: y0, behavior: 'instant' })
    return [...covered]
  }, scroll)
}

for (const lang of languages) {
  for (const size of SIZES) {
    for (const path of TEMPLATES) {
      test(`nothing covers a control of ${path} at ${size.width} px (${lang.code})`, async ({ page }) => {
        await page.setViewportSize(size)
        await page.goto(path === '/' ? lang.prefix || '/' : `${lang.prefix}${path}`)
        await expect(page.locator('#main')).toBeVisible()
        const carousel = page.locator('[data-home-block="slider"] section').first()
        // The home slider's dots are drawn once it runs, at the bottom of the first screen: measured too.
        if (path === '/') await startCarousel(carousel)
        await expect.poll(() => coveredControls(page, false), { message: `${path}, as loaded` }).toEqual([])
        // Down the page, then a little back up: the floating buttons and back to top show.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
        await page.mouse.wheel(0, -200)
        await expect(page.locator('html')).toHaveAttribute('data-scroll', 'up')
        // The panels' openers are back in full (their slide has ended).
        await expect
          .poll(() => page.evaluate(() => [...document.querySelectorAll('aside > button[aria-haspopup="dialog"]')].map((b) => b.getBoundingClientRect().bottom <= innerHeight)))
          .toEqual([true, true])
        await expect.poll(() => coveredControls(page, true), { message: `${path}, scrolled into view` }).toEqual([])
      })
    }
  }
}

/** No bar runs along the phones' bottom edge: between the floating buttons, the page shows. */
for (const lang of languages) {
  test(`the floating buttons float on a phone, with no bar behind them (${lang.code})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${lang.prefix}/about`)
    const found = await page.evaluate(() => {
      const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
        const style = getComputedStyle(el)
        return style.position === 'fixed' && el.checkVisibility() && el.getBoundingClientRect().width > 0
      })
      return fixed
        .filter((el) => el.getBoundingClientRect().bottom > innerHeight - 80)
        .map((el) => ({ tag: el.tagName.toLowerCase(), width: Math.round(el.getBoundingClientRect().width) }))
    })
    // The two openers (rating, accessibility) at the bottom edge, each a 44 px circle; nothing wider.
    expect(found.length).toBeGreaterThanOrEqual(2)
    for (const box of found) expect(box.width, box.tag).toBeLessThanOrEqual(48)
    // The middle of the bottom edge is the page itself.
    const middle = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight - 20)?.closest('main, footer')?.tagName)
    expect(middle).toBeTruthy()
  })
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
