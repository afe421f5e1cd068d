/**
 * The carousel contract in a real browser, in both languages, on the test-only page /dev/carousel (7 numbered
 * slides with the defaults, and 7 with overrides: 4 visible, 3 scrolled at 1024px). Time is Playwright's fake
 * clock, frozen once the page runs, so "5000 ms" and "3000 ms" are exact. Which slide is current is read from the
 * dots (`aria-current`), which is what assistive technology reads too.
 */
import type { Locator, Page } from '@playwright/test'

import ar from '../../src/i18n/messages/ar/components.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/components.json' with { type: 'json' }
import { expect, languages, startCarousel, test } from './fixtures'

const path = '/dev/carousel'
const names = { en: en.Carousel, ar: ar.Carousel }
const viewport = { desktop: { width: 1200, height: 900 }, tablet: { width: 768, height: 900 }, phone: { width: 500, height: 900 } }

const region = (page: Page, name: 'Defaults' | 'Overrides') => page.getByRole('region', { name })

/** The first slide of the current step, from the dot marked current. */
async function current(carousel: Locator): Promise<number> {
  const label = (await carousel.locator('[aria-current="true"]').getAttribute('aria-label')) ?? ''
  return Number(label.match(/\d+/)?.[0])
}

/** The numbers of the slides wholly inside the viewport, in visual order from the left. */
async function visibleSlides(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')]
    const view = slides[0].closest('[role="group"]')!.parentElement!.parentElement!.getBoundingClientRect()
    return slides
      .map((slide) => ({ n: Number(slide.dataset.slide), box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= view.left - 1 && box.right <= view.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ n }) => n)
  })
}

/** Stops the fake clock a second ahead, so every later step is exactly the time it says. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

for (const lang of languages) {
  const t = names[lang.code]
  const forwardKey = lang.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backKey = lang.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'

  test.describe(`carousel (${lang.code})`, () => {
    test('autoplay moves every 5000 ms and rests 3000 ms after a manual move', async ({ page }) => {
      await page.clock.install()
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await expect(carousel).toHaveAttribute('data-autoplay', 'running')
      await freezeClock(page)
      // Autoplay started in real time, some time before the clock froze (over a second on a busy machine): the first
      // move is only bounded here; the exact 5000 and 3000 ms are checked from the manual move on, on frozen time.
      await page.clock.runFor(2500)
      await expect.poll(() => current(carousel)).toBe(1)
      await page.clock.runFor(2600)
      await expect.poll(() => current(carousel)).toBe(2)

      // The next automatic move was due 5000 ms after the last one: 4900 ms after this click.
      await carousel.getByRole('button', { name: t.next }).click()
      await page.mouse.move(1, 1) // leave the carousel: hovering holds autoplay too
      await expect.poll(() => current(carousel)).toBe(3)
      await page.clock.runFor(2900)
      await expect(carousel).toHaveAttribute('data-autoplay', 'stopped')
      await page.clock.runFor(100) // the 3000 ms rest is over: autoplay restarts, a full 5000 ms from now
      await expect(carousel).toHaveAttribute('data-autoplay', 'running')
      await page.clock.runFor(4900)
      await expect.poll(() => current(carousel)).toBe(3)
      await page.clock.runFor(200)
      await expect.poll(() => current(carousel)).toBe(4)
    })

    test('the pause control stops autoplay until play is pressed', async ({ page }) => {
      await page.clock.install()
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await expect(carousel).toHaveAttribute('data-autoplay', 'running')
      await freezeClock(page)
      await carousel.getByRole('button', { name: t.pause }).click()
      await page.mouse.move(1, 1)
      await page.clock.runFor(20_000)
      await expect.poll(() => current(carousel)).toBe(1)
      await carousel.getByRole('button', { name: t.play }).click()
      await expect(carousel.getByRole('button', { name: t.pause })).toBeVisible()
      await page.clock.runFor(5100)
      await expect.poll(() => current(carousel)).toBe(2)
    })

    test('arrow keys move in the reading direction; nothing moves by itself under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await startCarousel(carousel)
      await expect(carousel).toHaveAttribute('data-autoplay', 'stopped')
      await expect(carousel.getByRole('button', { name: t.pause })).toBeHidden()
      await carousel.getByRole('button', { name: t.next }).focus()
      await page.keyboard.press(forwardKey)
      await expect.poll(() => current(carousel)).toBe(2)
      await page.keyboard.press(forwardKey)
      await expect.poll(() => current(carousel)).toBe(3)
      await page.keyboard.press(backKey)
      await expect.poll(() => current(carousel)).toBe(2)
    })

    test('the dots are one tab stop; the arrow keys move between them in the reading direction', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await startCarousel(carousel)
      const dots = carousel.getByRole('group', { name: t.dots }).getByRole('button')
      await expect(dots).toHaveCount(7)
      expect(await dots.evaluateAll((all) => all.map((d) => (d as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1, -1, -1, -1])
      // Tab from "next" reaches the current dot, and the next Tab leaves the dots.
      await carousel.getByRole('button', { name: t.next }).focus()
      await page.keyboard.press('Tab')
      await expect(dots.nth(0)).toBeFocused()
      await page.keyboard.press(forwardKey)
      await expect(dots.nth(1)).toBeFocused()
      await expect.poll(() => current(carousel)).toBe(2)
      await expect(dots.nth(1)).toHaveAttribute('tabindex', '0')
      await page.keyboard.press('End')
      await expect(dots.nth(6)).toBeFocused()
      await expect.poll(() => current(carousel)).toBe(7)
      await page.keyboard.press(backKey)
      await expect(dots.nth(5)).toBeFocused()
      await expect.poll(() => current(carousel)).toBe(6)
      await page.keyboard.press('Tab')
      expect(await dots.evaluateAll((all) => all.some((dot) => dot === document.activeElement))).toBe(false)
    })

    test('shows 3, 2 and 1 slides at 1200, 768 and 500px, in the reading order', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(viewport.desktop)
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await startCarousel(carousel)
      // Slide 1 is at the inline start: the left in English, the right in Arabic.
      const firstThree = lang.dir === 'rtl' ? [3, 2, 1] : [1, 2, 3]
      await expect.poll(() => visibleSlides(carousel)).toEqual(firstThree)
      await page.setViewportSize(viewport.tablet)
      await expect.poll(() => visibleSlides(carousel)).toEqual(lang.dir === 'rtl' ? [2, 1] : [1, 2])
      await page.setViewportSize(viewport.phone)
      await expect.poll(() => visibleSlides(carousel)).toEqual([1])
    })

    test('takes per-breakpoint overrides: 4 visible, and 3 visible scrolling 3 at 1024px', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(viewport.desktop)
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Overrides')
      await startCarousel(carousel)
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(4)
      await page.setViewportSize({ width: 1000, height: 900 })
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(3)
      await carousel.getByRole('button', { name: t.next }).click()
      await expect.poll(() => current(carousel)).toBe(4)
      await expect.poll(async () => (await visibleSlides(carousel)).sort()).toEqual([4, 5, 6])
    })

    test('a swipe toward the inline start moves forward', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(viewport.desktop)
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await startCarousel(carousel)
      const box = (await carousel.locator('[data-slide="2"]').boundingBox())!
      const y = box.y + box.height / 2
      const startX = box.x + box.width / 2
      const towardStart = lang.dir === 'rtl' ? 1 : -1
      await page.mouse.move(startX, y)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(startX + towardStart * step * 30, y)
      await page.mouse.up()
      await expect.poll(() => current(carousel)).toBe(2)
    })

    test('scrolls sideways natively when its code cannot be fetched', async ({ page }) => {
      // Embla's chunk (told by its default options) fails, as for a visitor gone offline after the page came.
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch()
        if ((await response.text()).includes('skipSnaps')) return route.abort('internetdisconnected')
        return route.fulfill({ response })
      })
      await page.setViewportSize(viewport.phone)
      await page.goto(`${lang.prefix}${path}`)
      const carousel = region(page, 'Defaults')
      await carousel.hover()
      await expect(carousel).toHaveAttribute('data-native-scroll', '')
      await expect(carousel).not.toHaveAttribute('data-ready')
      await expect(carousel.getByRole('button', { name: t.next })).toBeHidden()
      // The viewport scrolls to the last slide, by the visitor's own swipe or scroll.
      const view = carousel.locator('[role="group"]').first().locator('xpath=../..')
      await view.evaluate((el) => el.scrollBy({ left: (document.dir === 'rtl' ? -1 : 1) * el.scrollWidth }))
      await expect.poll(() => visibleSlides(carousel)).toEqual([7])
    })

    test('has no accessibility violations @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}${path}`)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      // Scan a still page: both carousels paused by their own controls.
      for (const name of ['Defaults', 'Overrides'] as const) {
        await startCarousel(region(page, name))
        await region(page, name).getByRole('button', { name: t.pause }).click()
        await expect(region(page, name).getByRole('button', { name: t.play })).toBeVisible()
      }
      await axe(page)
    })
  })
}
