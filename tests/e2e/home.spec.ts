/**
 * The home page in a real browser, in both languages: the thirteen blocks in the spec's order with the seeded CMS
 * content, the slider's videos (read through HTMLMediaElement state), the carousels' counts at the breakpoints and
 * their autoplay on Playwright's fake clock, the upcoming-events filter, the gallery's lightbox, sponsors, news,
 * axe, and Leaflet loaded only when the map block comes near. Every request to another host fails the test
 * (fixtures.ts).
 */
import type { Locator, Page } from '@playwright/test'

import arComponents from '../../src/i18n/messages/ar/components.json' with { type: 'json' }
import arEvents from '../../src/i18n/messages/ar/events.json' with { type: 'json' }
import arHome from '../../src/i18n/messages/ar/home.json' with { type: 'json' }
import enComponents from '../../src/i18n/messages/en/components.json' with { type: 'json' }
import enEvents from '../../src/i18n/messages/en/events.json' with { type: 'json' }
import enHome from '../../src/i18n/messages/en/home.json' with { type: 'json' }
import { HOME_BLOCKS } from '../../src/features/home/blocks'
import { page as homeSeed } from '../../src/seed/data/home'
import { sponsors as sponsorSeed } from '../../src/seed/data/settings'
import { expect, languages, startCarousel, test } from './fixtures'

const messages = {
  en: { home: { ...enHome.Home, ...enHome.HeroVideo }, gallery: enHome.Gallery, carousel: enComponents.Carousel, events: enEvents.Events },
  ar: { home: { ...arHome.Home, ...arHome.HeroVideo }, gallery: arHome.Gallery, carousel: arComponents.Carousel, events: arEvents.Events },
}
const items = (style: string) => {
  const section = homeSeed.sections?.find((s) => s.style === style)
  return [...(section?.cards ?? []), ...(section?.slider ?? [])]
}

const block = (page: Page, name: string) => page.locator(`[data-home-block="${name}"]`)
const videos = (page: Page) => block(page, 'slider').locator('video')
type MediaState = { paused: boolean; muted: boolean; time: number }
const mediaState = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement): MediaState => ({ paused: v.paused, muted: v.muted, time: v.currentTime }))

/** How many slides are wholly inside the carousel's viewport. */
async function visibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!
    // Each slide's content: the slide itself also holds the gap before it.
    const slides = [...viewport.firstElementChild!.children].map((slide) => slide.firstElementChild!)
    const view = viewport.getBoundingClientRect()
    return slides.filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.width > 0 && box.left >= view.left - 2 && box.right <= view.right + 2
    }).length
  })
}

/** The first slide of the current step, read from the dot marked current. */
async function current(carousel: Locator): Promise<number> {
  const label = (await carousel.locator('[aria-current="true"]').getAttribute('aria-label')) ?? ''
  return Number(label.match(/\d+/)?.[0])
}

async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

for (const lang of languages) {
  const t = messages[lang.code]
  const pick = (text: { en: string; ar: string } | undefined) => text?.[lang.code] ?? ''
  const home = `${lang.prefix}/`
  const carousels = { discover: t.home.discover, economy: t.home.economy, events: t.home.events, gallery: t.events.gallery }

  test.describe(`home (${lang.code})`, () => {
    test('shows the thirteen blocks in order with the CMS content @phone', async ({ page }) => {
      await page.goto(home)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(pick(homeSeed.title))
      const order = await page.locator('main [data-home-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-home-block')))
      // The order HomePage renders (src/features/home/blocks.ts): thirteen blocks, every one of them on the page.
      expect(order).toEqual([...HOME_BLOCKS])
      // Nothing makes the page wider than the screen (a phone would zoom out to fit it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

      const slider = items('HomeSlider')[0]
      const caption = block(page, 'slider').getByRole('link', { name: pick(slider.btnTitle) })
      await expect(caption).toHaveAttribute('href', `${lang.prefix}/discover-dhofar`)
      await expect(block(page, 'slider')).toContainText(pick(slider.text).split('\n')[0].replace(/^#+\s*/, ''))
      const [word, ...stats] = items('GovernorWord')
      await expect(block(page, 'governorate').getByRole('heading', { level: 2 })).toHaveText(pick(word.title))
      await expect(block(page, 'governorate').locator('li')).toHaveCount(4)
      for (const stat of stats) await expect(block(page, 'governorate')).toContainText(pick(stat.subTitle))
      await expect(block(page, 'governorate').getByRole('link', { name: t.home.aboutLink })).toHaveAttribute('href', `${lang.prefix}/about`)
      const about = block(page, 'about').getByRole('article')
      await expect(about).toHaveCount(2)
      for (const card of items('HomeAbout')) await expect(block(page, 'about').getByRole('link', { name: pick(card.title) })).toBeVisible()
      const welcome = items('HomeWelcome')[0]
      await expect(block(page, 'welcome')).toContainText(pick(welcome.title))
      await expect(block(page, 'welcome')).toContainText(pick(welcome.subTitle))
      await expect(block(page, 'welcome').locator('img')).toHaveCount(1)
      const discover = block(page, 'discover').getByRole('article')
      await expect(discover).toHaveCount(items('HomeDiscover').length)
      for (const link of await discover.getByRole('link').all()) await expect(link).toHaveAttribute('href', new RegExp(`^${lang.prefix}/discover-dhofar#discover-\\d+$`))
      // Cut to 20 words (the seeded texts are all longer).
      for (const text of await discover.locator('p').allTextContents()) expect(text.replace('…', '').split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(20)
      await expect(block(page, 'economy').locator('[aria-roledescription] ul')).toHaveCount(Math.ceil(items('HomeEconomy').length / 5))
      await expect(block(page, 'economy').locator('[aria-roledescription] ul').first().locator('li')).toHaveCount(5)
      const seasons = items('HomeSeasons')[0]
      await expect(block(page, 'seasons').getByRole('link', { name: pick(seasons.btnTitle) })).toHaveAttribute('href', `${lang.prefix}/about`)
      await expect(block(page, 'gallery').getByRole('figure')).toHaveCount(items('HomeGallery').length)
      await expect(block(page, 'map')).toBeVisible()
      for (const card of items('HomeAdventures')) await expect(block(page, 'adventures').getByRole('link', { name: pick(card.title) })).toBeVisible()
    })

    test('the slider plays its videos muted, one at a time, and never fetches one before it plays', async ({ page }) => {
      const videoRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('.mp4')) videoRequests.push(new URL(request.url()).pathname)
      })
      await page.goto(home)
      const poster = block(page, 'slider').locator('[data-slide-kind] img').first()
      await expect(poster).toHaveAttribute('fetchpriority', 'high')
      await expect(videos(page)).toHaveCount(2)
      const [first, second] = [videos(page).nth(0), videos(page).nth(1)]
      await expect(first).toHaveAttribute('preload', 'none')
      await expect.poll(async () => (await mediaState(first)).time, { timeout: 15_000 }).toBeGreaterThan(0)
      await expect.poll(() => mediaState(first)).toMatchObject({ paused: false, muted: true })
      await expect.poll(() => mediaState(second)).toMatchObject({ paused: true, muted: true })
      expect(videoRequests.filter((p) => p === '/video/coast.mp4')).toEqual([])

      // The sound toggle.
      const slider = page.getByRole('region', { name: t.home.slider })
      await slider.getByRole('button', { name: t.home.soundOn }).first().click()
      await expect.poll(async () => (await mediaState(first)).muted).toBe(false)
      await expect(slider.getByRole('button', { name: t.home.soundOff })).toHaveCount(1)

      // Slide 2 (the picture): every video pauses; slide 3: the coast video plays, muted.
      await slider.getByRole('button', { name: t.carousel.next }).click()
      await expect.poll(async () => (await mediaState(first)).paused).toBe(true)
      await expect.poll(() => mediaState(first)).toMatchObject({ paused: true, muted: true })
      await expect.poll(() => mediaState(second)).toMatchObject({ paused: true })
      await slider.getByRole('button', { name: t.carousel.next }).click()
      await expect.poll(async () => (await mediaState(second)).paused, { timeout: 15_000 }).toBe(false)
      await expect.poll(() => mediaState(second)).toMatchObject({ muted: true })
      await expect.poll(() => mediaState(first)).toMatchObject({ paused: true })
      expect(videoRequests).toContain('/video/coast.mp4')

      // Back to slide 1 (circular: next from the last): it plays muted again, the coast video pauses.
      await slider.getByRole('button', { name: t.carousel.next }).click()
      await expect.poll(async () => (await mediaState(first)).paused, { timeout: 15_000 }).toBe(false)
      await expect.poll(() => mediaState(first)).toMatchObject({ muted: true })
      await expect.poll(() => mediaState(second)).toMatchObject({ paused: true })

      // The pause button stops it for good (WCAG 2.2.2).
      await slider.getByRole('button', { name: t.home.pauseVideo }).first().click()
      await expect.poll(async () => (await mediaState(first)).paused).toBe(true)
      await expect(slider.getByRole('button', { name: t.home.playVideo })).toHaveCount(2)
    })

    test('a blocked autoplay only logs a warning', async ({ page }) => {
      await page.addInitScript(() => {
        HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError'))
      })
      const warnings: string[] = []
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
        // A failed autoplay must not surface as an error (resource errors are another matter: none expected).
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(home)
      await expect.poll(() => warnings.some((w) => w.includes('could not start')), { timeout: 15_000 }).toBe(true)
      expect(errors).toEqual([])
      await expect.poll(async () => (await mediaState(videos(page).first())).paused).toBe(true)
      await expect(block(page, 'slider').locator('[data-slide-kind] img').first()).toBeVisible()
    })

    test('each carousel shows 3, 2 and 1 at 1024, 768 and 560px; events scroll 3 at 1024px', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const expected = { 1024: 3, 768: 2, 560: 1 } as const
      await page.setViewportSize({ width: 1024, height: 900 })
      await page.goto(home)
      for (const [width, count] of Object.entries(expected)) {
        await page.setViewportSize({ width: Number(width), height: 900 })
        for (const [name, label] of Object.entries(carousels)) {
          const carousel = page.getByRole('region', { name: label })
          await startCarousel(carousel)
          // The economy carousel's slides are groups of five: one group at a time at every width.
          await expect.poll(() => visibleSlides(carousel), { message: `${name} at ${width}px` }).toBe(name === 'economy' ? 1 : count)
        }
      }
      await page.setViewportSize({ width: 1024, height: 900 })
      const events = page.getByRole('region', { name: carousels.events })
      await expect.poll(() => visibleSlides(events)).toBe(3)
      await events.getByRole('button', { name: t.carousel.next }).click()
      await expect.poll(() => current(events)).toBe(4)
      const discover = page.getByRole('region', { name: carousels.discover })
      await discover.getByRole('button', { name: t.carousel.next }).click()
      await expect.poll(() => current(discover)).toBe(2)
    })

    test('the carousels move every 5000 ms, rest after a manual move, and pause on request', async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(home)
      for (const label of Object.values(carousels)) {
        const carousel = page.getByRole('region', { name: label })
        await startCarousel(carousel)
        await expect(carousel).toHaveAttribute('data-autoplay', 'running')
      }
      await page.mouse.move(1, 1)
      await freezeClock(page)
      const all = Object.values(carousels).map((label) => page.getByRole('region', { name: label }))
      await expect.poll(() => Promise.all(all.map(current))).toEqual([1, 1, 1, 1])
      // Each moves one step within the first 5000 ms: one slide (discover, events, gallery) or one group of five.
      await page.clock.runFor(5000)
      await expect.poll(() => Promise.all(all.map(current))).toEqual([2, 2, 2, 2])

      // A manual move holds autoplay for 3000 ms, then a full 5000 ms delay follows.
      const discover = all[0]
      await discover.getByRole('button', { name: t.carousel.next }).click()
      await page.mouse.move(1, 1)
      await expect.poll(() => current(discover)).toBe(3)
      await page.clock.runFor(2900)
      await expect(discover).toHaveAttribute('data-autoplay', 'stopped')
      await page.clock.runFor(100)
      await expect(discover).toHaveAttribute('data-autoplay', 'running')
      await page.clock.runFor(4900)
      await expect.poll(() => current(discover)).toBe(3)
      await page.clock.runFor(200)
      await expect.poll(() => current(discover)).toBe(4)
      // And every 5000 ms after that.
      await page.clock.runFor(4800)
      await expect.poll(() => current(discover)).toBe(4)
      await page.clock.runFor(200)
      await expect.poll(() => current(discover)).toBe(5)

      // Pause stops it until play is pressed.
      const gallery = all[3]
      await gallery.getByRole('button', { name: t.carousel.pause }).click()
      await page.mouse.move(1, 1)
      const stopped = await current(gallery)
      await page.clock.runFor(20_000)
      await expect.poll(() => current(gallery)).toBe(stopped)
      await gallery.getByRole('button', { name: t.carousel.play }).click()
      await page.mouse.move(1, 1)
      await page.clock.runFor(5100)
      await expect.poll(() => current(gallery)).toBe(stopped + 1)
    })

    test('the events carousel shows only events still to come, titles cut to 4 words', async ({ page }) => {
      await page.goto(home)
      const cards = block(page, 'events').locator('[data-event]')
      await expect(cards.first()).toBeAttached()
      const dates = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''))
      expect(dates.length).toBeGreaterThan(3)
      const now = Date.now()
      // An event whose date the editors hide ("SOON") carries none to the browser (ADR 0017) and stays upcoming.
      expect(dates.filter(Boolean).length).toBeGreaterThan(3)
      for (const date of dates.filter(Boolean)) expect(new Date(date).getTime()).toBeGreaterThan(now)
      const urls = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-event')))
      // Seeded 20 and 45 days ago: gone from the home page, still on the events list.
      expect(urls).not.toContain('dhofar-local-products-exhibition')
      expect(urls).not.toContain('traditional-arts-night-taqah-castle')
      for (const title of await cards.locator('h3').allTextContents()) expect(title.replace('…', '').trim().split(/\s+/).length).toBeLessThanOrEqual(4)
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${lang.prefix}/event-details/[\\w-]+$`))
    })

    test('the gallery opens a lightbox that wraps both ways and closes on Escape', async ({ page }) => {
      await page.goto(home)
      const total = items('HomeGallery').length
      const firstPicture = block(page, 'gallery').getByRole('button', { name: pick(items('HomeGallery')[0].title) })
      await firstPicture.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const counter = page.locator('.yarl__counter')
      await expect(counter).toHaveText(`1 / ${total}`)
      const back = lang.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
      const forward = lang.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
      await page.keyboard.press(back)
      await expect(counter).toHaveText(`${total} / ${total}`)
      await expect(dialog).toContainText(pick(items('HomeGallery')[total - 1].title))
      await page.keyboard.press(forward)
      await expect(counter).toHaveText(`1 / ${total}`)
      await page.keyboard.press(forward)
      await expect(counter).toHaveText(`2 / ${total}`)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(firstPicture).toBeFocused()
    })

    test('sponsors 6/2/2/8 and the latest news, one large and three more', async ({ page }) => {
      await page.goto(home)
      const tiers = block(page, 'sponsors').locator('[data-tier]')
      expect(await tiers.evaluateAll((els) => els.map((el) => el.getAttribute('data-tier')))).toEqual(['main', 'gold', 'silver', 'bronze'])
      const counts = { main: 6, gold: 2, silver: 2, bronze: 8 }
      for (const [tier, count] of Object.entries(counts)) {
        await expect(block(page, 'sponsors').locator(`[data-tier="${tier}"] li`)).toHaveCount(count)
        await expect(block(page, 'sponsors').locator(`[data-tier="${tier}"] h3`)).toHaveText(t.home.tiers[tier as keyof typeof counts])
      }
      const firstMain = sponsorSeed.find((s) => s.tier === 'main')!
      await expect(block(page, 'sponsors').locator('[data-tier="main"] img').first()).toHaveAttribute('alt', pick(firstMain.name))

      const news = block(page, 'news')
      await expect(news.locator('[data-news="large"]')).toHaveCount(1)
      await expect(news.locator('[data-news="small"]')).toHaveCount(3)
      for (const link of await news.locator('[data-news] h3 a').all()) await expect(link).toHaveAttribute('href', new RegExp(`^${lang.prefix}/news-details/[\\w-]+$`))
    })

    test('comes back whole: by a link from another page, and by Back after a client navigation (ADR 0028)', async ({ page }) => {
      // Most of the page is static markup, in its HTML only: a link to it loads the document.
      await page.goto(`${lang.prefix}/about`)
      await page.evaluate(() => Object.assign(window, { stayed: true }))
      await page.getByRole('banner').locator(`a[href="${lang.prefix || '/'}"]`).first().click()
      await page.waitForURL((url) => url.pathname === (lang.prefix || '/'))
      expect(await page.evaluate(() => 'stayed' in window)).toBe(false)
      const whole = async () => {
        await expect(block(page, 'news').locator('[data-news]')).toHaveCount(4)
        await expect(block(page, 'governorate').locator('h2')).not.toBeEmpty()
        expect(await page.locator('main [data-static]').evaluateAll((parts) => parts.filter((part) => part.innerHTML === '').length)).toBe(0)
      }
      await whole()

      // From there, a client navigation away and Back: the router mounts the page again and every part keeps its markup,
      // without fetching the page.
      const fetched: string[] = []
      page.on('request', (request) => {
        // StaticHtmlView's fetch of the page's HTML (not the router's RSC requests, which carry an `rsc` header).
        const isHome = new URL(request.url()).pathname === (lang.prefix || '/')
        if (request.resourceType() === 'fetch' && isHome && !request.headers()['rsc']) fetched.push(request.url())
      })
      await page.evaluate(() => Object.assign(window, { stayed: true }))
      await block(page, 'news').getByRole('link', { name: t.home.newsAll }).click()
      await page.waitForURL(`**${lang.prefix}/news-list`)
      await page.goBack()
      await page.waitForURL((url) => url.pathname === (lang.prefix || '/'))
      await whole()
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true)
      expect(fetched).toEqual([])
    })

    test('no accessibility violations, with the lightbox closed and open @phone', async ({ page, axe }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(home)
      await block(page, 'map').scrollIntoViewIfNeeded()
      await expect(block(page, 'map').locator('[data-loaded="true"]')).toBeAttached()
      // Scanned from the top (as on the map page): scrolled to the map, the sticky header covers its zoom buttons on
      // a phone, and axe counts a covered button as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0))
      await axe(page)
      await block(page, 'gallery').getByRole('button').filter({ has: page.locator('img') }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await axe(page)
    })
  })
}

test('the home page loads Leaflet only when the map block comes near the viewport', async ({ page }) => {
  const loaded: Array<{ type: string; body: Promise<string> }> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet') loaded.push({ type, body: response.text().catch(() => '') })
  })
  const leaflet = async () => {
    const bodies = await Promise.all(loaded.map(async ({ type, body }) => ({ type, body: await body })))
    return {
      js: bodies.filter((b) => b.type === 'script' && b.body.includes('leaflet-container')).length,
      css: bodies.filter((b) => b.type === 'stylesheet' && b.body.includes('.leaflet-pane')).length,
    }
  }
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(loaded.length).toBeGreaterThan(0)
  expect(await leaflet()).toEqual({ js: 0, css: 0 })
  await block(page, 'map').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-home-block="map"] .leaflet-container')).toBeVisible()
  await expect.poll(async () => (await leaflet()).js).toBeGreaterThanOrEqual(1)
  await expect.poll(async () => (await leaflet()).css).toBeGreaterThanOrEqual(1)
})

test('a carousel fetches the pictures of the slides next to those in view before they slide in', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const carousel = page.locator('[data-home-block="events"]').getByRole('region').first()
  await startCarousel(carousel)
  // The first slide wholly outside the carousel's viewport, on its reading side: its picture is there already.
  const next = () =>
    carousel.evaluate((root) => {
      const slides = [...root.querySelectorAll<HTMLElement>('[role="group"]')]
      const view = slides[0]!.parentElement!.parentElement!.getBoundingClientRect()
      const outside = slides.filter((slide) => slide.getBoundingClientRect().left >= view.right - 1)
      const first = outside.sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)[0]
      const img = first?.querySelector('img')
      return img ? { loaded: img.complete && img.naturalWidth > 0, src: img.currentSrc } : { loaded: false, src: 'no slide or picture outside the view' }
    })
  await expect.poll(async () => (await next()).loaded, { timeout: 10_000 }).toBe(true)
})

/** Each carousel's dots are one tab stop (ADR 0048): the home page is not dozens of stops of dots. */
for (const lang of languages) {
  test(`each carousel's dots are one tab stop on the home page (${lang.code})`, async ({ page }) => {
    await page.goto(lang.prefix || '/')
    const carousels = page.locator('section[aria-roledescription]')
    const count = await carousels.count()
    expect(count).toBeGreaterThan(1)
    for (const carousel of await carousels.all()) await startCarousel(carousel)
    const stops = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-roledescription] [role="group"]:not([aria-roledescription])')].map((group) => {
        const dots = [...group.querySelectorAll('button')]
        return { dots: dots.length, stops: dots.filter((dot) => dot.tabIndex >= 0).length }
      }),
    )
    expect(stops.length).toBeGreaterThan(1)
    expect(stops.reduce((sum, group) => sum + group.dots, 0)).toBeGreaterThan(stops.length)
    for (const group of stops) expect(group.stops).toBe(1)
  })
}
