/**
 * The about screens in both languages, at desktop and phone widths: about (with its news carousel), wilayats list
 * and detail, discover (sidebar), FAQ (accordion, with and without JavaScript), identity, strategy and the
 * organisational structure. Expected texts come from the seed, which is what the CMS holds in the test database.
 */
import type { Locator, Page } from '@playwright/test'

import arAbout from '../../src/i18n/messages/ar/about.json' with { type: 'json' }
import arComponents from '../../src/i18n/messages/ar/components.json' with { type: 'json' }
import enAbout from '../../src/i18n/messages/en/about.json' with { type: 'json' }
import enComponents from '../../src/i18n/messages/en/components.json' with { type: 'json' }
import { page as aboutSeed } from '../../src/seed/data/about'
import { page as discoverSeed } from '../../src/seed/data/discover'
import { page as faqSeed } from '../../src/seed/data/faq'
import { page as identitySeed } from '../../src/seed/data/identity'
import { page as organizationSeed } from '../../src/seed/data/organization'
import { pages as statePages } from '../../src/seed/data/states'
import { page as strategySeed } from '../../src/seed/data/strategy'
import { expect, expectNoSidewaysScroll, languages, startCarousel, test } from './fixtures'

const messages = { en: { ...enAbout, ...enComponents }, ar: { ...arAbout, ...arComponents } }
const wilayats = statePages.filter((p) => p.category === 'states')
const cardsOf = (seed: { sections?: { style: string; cards?: unknown[]; slider?: unknown[] }[] }, style: string) =>
  seed.sections?.filter((s) => s.style === style).flatMap((s) => [...(s.slider ?? []), ...(s.cards ?? [])]) ?? []

/** The home link of the breadcrumb leads home in the page's language. */
async function breadcrumbHome(page: Page, lang: (typeof languages)[number]) {
  const crumbs = page.getByRole('navigation', { name: messages[lang.code].Breadcrumb.label })
  await crumbs.getByRole('link').first().click()
  await expect(page).toHaveURL((url) => url.pathname === (lang.prefix || '/'))
}

/** How many slides are wholly inside the carousel's viewport (their content: the slide box includes the gap). */
async function visibleSlides(carousel: Locator, role: string): Promise<number> {
  return carousel.evaluate((root, roleName) => {
    const slides = [...root.querySelectorAll<HTMLElement>(`[aria-roledescription="${roleName}"]`)]
    const view = slides[0].parentElement!.parentElement!.getBoundingClientRect()
    return slides.filter((slide) => {
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect()
      return box.left >= view.left - 1 && box.right <= view.right + 1
    }).length
  }, role)
}

async function currentSlide(carousel: Locator): Promise<number> {
  const label = (await carousel.locator('[aria-current="true"]').getAttribute('aria-label')) ?? ''
  return Number(label.match(/\d+/)?.[0])
}

for (const lang of languages) {
  const t = messages[lang.code]
  const L = lang.code

  test.describe(`about screens (${L})`, () => {
    test('about: main image, content, wilayat cards, news carousel, breadcrumb @phone', async ({ page, axe }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${lang.prefix}/about`)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutSeed.title[L])
      await expect(page.getByTestId('about-main-image').locator('img')).toBeVisible()
      await expect(page.getByText(aboutSeed.description![L])).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      const stats = cardsOf(aboutSeed, 'aboutstatsDhofar') as { title: { en: string; ar: string }; link: string }[]
      const cards = page.getByTestId('about-stats').getByRole('listitem')
      await expect(cards).toHaveCount(stats.length)
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', `${lang.prefix}${stats[0].link}`)
      const news = page.getByRole('region', { name: t.About.newsTitle })
      await startCarousel(news)
      await expect(news.locator(`[aria-roledescription="${t.Carousel.roleSlide}"]`)).toHaveCount(8)
      await expectNoSidewaysScroll(page)
      await axe(page)
      await cards.nth(1).getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}${stats[1].link}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stats[1].title[L])
      await page.goto(`${lang.prefix}/about`)
      await breadcrumbHome(page, lang)
    })

    test('about news carousel: 4, 3, 2 and 1 visible at 1200, 1024, 768 and 560px', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 1200, height: 900 })
      await page.goto(`${lang.prefix}/about`)
      const news = page.getByRole('region', { name: t.About.newsTitle })
      await startCarousel(news)
      await news.scrollIntoViewIfNeeded()
      await expect.poll(() => visibleSlides(news, t.Carousel.roleSlide)).toBe(4)
      for (const [width, count] of [[1024, 3], [768, 2], [560, 1]] as const) {
        await page.setViewportSize({ width, height: 900 })
        await expect.poll(() => visibleSlides(news, t.Carousel.roleSlide)).toBe(count)
      }
    })

    test('about news carousel: autoplay every 5000 ms, 3000 ms rest after a manual move', async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width: 1200, height: 900 })
      await page.goto(`${lang.prefix}/about`)
      const news = page.getByRole('region', { name: t.About.newsTitle })
      await startCarousel(news)
      await expect(news).toHaveAttribute('data-autoplay', 'running')
      await page.mouse.move(1, 1)
      const now = await page.evaluate(() => Date.now())
      await page.clock.pauseAt(now + 1000)
      await expect.poll(() => currentSlide(news)).toBe(1)
      await page.clock.runFor(5100)
      await expect.poll(() => currentSlide(news)).toBe(2)
      await news.getByRole('button', { name: t.Carousel.next }).click()
      await page.mouse.move(1, 1)
      await expect.poll(() => currentSlide(news)).toBe(3)
      await page.clock.runFor(2900)
      await expect(news).toHaveAttribute('data-autoplay', 'stopped')
      await page.clock.runFor(200)
      await expect(news).toHaveAttribute('data-autoplay', 'running')
      await page.clock.runFor(5000)
      await expect.poll(() => currentSlide(news)).toBe(4)
    })

    test('states: cards by date to each wilayat, breadcrumb @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/states`)
      const list = statePages.find((p) => p.uniqueUrl === 'states')!
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title[L])
      const cards = page.getByTestId('state-grid').getByRole('listitem')
      await expect(cards).toHaveCount(wilayats.length)
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(wilayats.map((w) => w.title[L]))
      await expect(cards.first().locator('img')).toBeVisible()
      await expectNoSidewaysScroll(page)
      await axe(page)
      await cards.nth(2).getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/state-details/${wilayats[2].uniqueUrl}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wilayats[2].title[L])
      await page.goto(`${lang.prefix}/states`)
      await breadcrumbHome(page, lang)
    })

    test('state detail: landmark cards, sidebar of every wilayat, breadcrumb back to the list @phone', async ({ page, axe }) => {
      const state = wilayats[1]
      await page.goto(`${lang.prefix}/state-details/${state.uniqueUrl}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(state.title[L])
      const landmarks = cardsOf(state, 'Statecards') as { title: { en: string; ar: string } }[]
      const cards = page.getByTestId('state-cards').getByRole('listitem')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(landmarks.map((c) => c.title[L]))
      await expect(cards.first().locator('img')).toBeVisible()
      const sidebar = page.getByRole('navigation', { name: t.States.sidebarTitle })
      await expect(sidebar.getByRole('link')).toHaveText(wilayats.map((w) => w.title[L]))
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(state.title[L])
      await expectNoSidewaysScroll(page)
      await axe(page)
      await sidebar.getByRole('link', { name: wilayats[4].title[L] }).click()
      await expect(page).toHaveURL(new RegExp(`/state-details/${wilayats[4].uniqueUrl}$`))
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(wilayats[4].title[L])
      const crumbs = page.getByRole('navigation', { name: t.Breadcrumb.label })
      await crumbs.getByRole('link').nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/states$`))
    })

    test('state detail: unknown or non-wilayat addresses answer 404', async ({ page }) => {
      for (const path of ['/state-details/no-such-wilayat', '/state-details/Tourism-Sector', '/state-details/about']) {
        const response = await page.goto(`${lang.prefix}${path}`)
        expect(response?.status(), path).toBe(404)
      }
    })

    test('discover: sections in order, a sidebar that scrolls to each and marks it, the video @phone', async ({ page, axe }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${lang.prefix}/discover-dhofar`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(discoverSeed.title[L])
      await expect(page.getByText(discoverSeed.description![L])).toBeVisible()
      const firstTitles = (discoverSeed.sections ?? []).map((s) => [...(s.slider ?? []), ...(s.cards ?? [])][0].title![L])
      const nav = page.getByTestId('discover-nav')
      await expect(nav.getByRole('link')).toHaveText(firstTitles)
      await expect(page.locator('main section[id^="discover-"] > article h2')).toHaveText(firstTitles)
      const mountains = (discoverSeed.sections ?? []).findIndex((s) => s.style === 'MountainsAndDeserts')
      const video = page.getByTestId('discover-video').locator('video')
      await expect(video).toHaveAttribute('preload', 'none')
      await expect(video).toHaveAttribute('controls', '')
      await expect(video).toHaveAttribute('poster', /.+/)
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.paused && !v.autoplay)).toBe(true)
      await expectNoSidewaysScroll(page)
      await axe(page)

      const link = nav.getByRole('link').nth(mountains)
      await link.click()
      const anchor = `discover-${mountains + 1}`
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`))
      await expect(link).toHaveAttribute('aria-current', 'true')
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
      await expect(page.locator(`#${anchor}`)).toBeFocused()
      await expect(page.locator(`#${anchor}`)).toBeInViewport()
      // Scrolling on by hand moves the mark to the section now in view.
      await page.locator(`#discover-${mountains + 2}`).evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await expect(nav.getByRole('link').nth(mountains + 1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 })
    })

    test('discover: the sidebar also works by keyboard', async ({ page }) => {
      await page.goto(`${lang.prefix}/discover-dhofar`)
      const nav = page.getByTestId('discover-nav')
      await nav.getByRole('link').nth(1).focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('#discover-2')).toBeFocused()
      await expect(page.locator('#discover-2')).toBeInViewport()
    })

    test('FAQ: one answer open at a time, by mouse and by keyboard; FAQPage data @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/FAQ`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqSeed.title[L])
      const questions = cardsOf(faqSeed, 'QuestionItems') as { title: { en: string; ar: string } }[]
      const faq = page.getByTestId('faq')
      await expect(faq).toHaveAttribute('data-enhanced', 'true')
      const buttons = faq.getByRole('button')
      await expect(buttons).toHaveText(questions.map((q) => q.title[L]))
      await expect(faq.getByRole('heading', { level: 2 })).toHaveCount(questions.length)
      const expanded = () => buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')).filter((v) => v === 'true').length)
      await expect.poll(() => expanded()).toBe(0)

      await buttons.nth(0).click()
      await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`#${await buttons.nth(0).getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()
      await expect(panel).toHaveAttribute('role', 'region')
      await buttons.nth(1).click()
      await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true')
      await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
      await expect.poll(() => expanded()).toBe(1)
      await expectNoSidewaysScroll(page)
      await axe(page)

      // Keyboard: Tab to the next question, Enter and Space open it and close the others.
      await buttons.nth(1).focus()
      await page.keyboard.press('Tab')
      await expect(buttons.nth(2)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true')
      await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false')
      await buttons.nth(3).focus()
      await page.keyboard.press('Space')
      await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true')
      await expect.poll(() => expanded()).toBe(1)
      await page.keyboard.press('Space')
      await expect.poll(() => expanded()).toBe(0)

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const faqData = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
      expect(faqData.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.title[L]))
      expect(faqData.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(20)
      await breadcrumbHome(page, lang)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('FAQ: the native disclosures keep one answer open at a time', async ({ page }) => {
        await page.goto(`${lang.prefix}/FAQ`)
        const items = page.getByTestId('faq').locator('details')
        await expect(items).toHaveCount(cardsOf(faqSeed, 'QuestionItems').length)
        await items.nth(0).locator('summary').click()
        await expect(items.nth(0)).toHaveAttribute('open', '')
        await items.nth(1).locator('summary').click()
        await expect(items.nth(1)).toHaveAttribute('open', '')
        await expect(items.nth(0)).not.toHaveAttribute('open', '')
        await items.nth(2).locator('summary').focus()
        await page.keyboard.press('Enter')
        await expect(items.nth(2)).toHaveAttribute('open', '')
        await expect(items.nth(1)).not.toHaveAttribute('open', '')
      })

      test('discover: the sidebar links are plain anchors', async ({ page }) => {
        await page.goto(`${lang.prefix}/discover-dhofar`)
        await page.getByTestId('discover-nav').getByRole('link').nth(2).click()
        await expect(page).toHaveURL(/#discover-3$/)
        await expect(page.locator('#discover-3')).toBeInViewport()
      })
    })

    test('identity: banners, story, mission and vision, values, personality, sections, story @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/Identity`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(identitySeed.title[L])
      const root = page.getByTestId('identity')
      const order = await root.locator(':scope > [data-style]').evaluateAll((els) => els.map((el) => el.getAttribute('data-style')))
      expect(order).toEqual(['sloganBanner', 'sloganStory', 'missionVision', 'identityValues', 'personality', 'identitySections', 'identityStory'])
      await expect(root.locator('[data-style="sloganBanner"] figure img')).toHaveCount(cardsOf(identitySeed, 'sloganBanner').length)
      for (const style of ['sloganStory', 'missionVision', 'identitySections']) {
        const titles = (cardsOf(identitySeed, style) as { title: { en: string; ar: string } }[]).map((c) => c.title[L])
        await expect(root.locator(`[data-style="${style}"] h2`)).toHaveText(titles)
      }
      await expect(root.getByRole('heading', { name: t.ContentSections.valuesTitle })).toBeVisible()
      await expect(root.locator('[data-style="identityValues"] h3')).toHaveCount(cardsOf(identitySeed, 'identityValues').length)
      await expect(root.locator('[data-style="identityStory"] h3')).toHaveCount(cardsOf(identitySeed, 'identityStory').length)
      await expectNoSidewaysScroll(page)
      await axe(page)
      await breadcrumbHome(page, lang)
    })

    test('strategy: mission and vision, values, pillars, goals, decorative textures @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/Strategy`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strategySeed.title[L])
      const root = page.getByTestId('strategy')
      await expect(root.locator('[data-style="missionVision"] h2')).toHaveCount(2)
      await expect(root.locator('[data-style="identityValues"] h3')).toHaveCount(cardsOf(strategySeed, 'identityValues').length)
      await expect(root.locator('[data-style="sloganStory"] h2')).toHaveCount(cardsOf(strategySeed, 'sloganStory').length)
      const goals = (cardsOf(strategySeed, 'ItemsValue') as { title: { en: string; ar: string } }[]).map((c) => c.title[L])
      await expect(root.getByRole('heading', { name: t.ContentSections.goalsTitle })).toBeVisible()
      await expect(root.locator('[data-style="ItemsValue"] h3')).toHaveText(goals)
      const textures = page.getByTestId('strategy-texture')
      await expect(textures).toHaveCount(2)
      for (const texture of await textures.all()) await expect(texture).toHaveAttribute('aria-hidden', 'true')
      await expectNoSidewaysScroll(page)
      await axe(page)
      await breadcrumbHome(page, lang)
    })

    test('organisational structure: banners, leaders, teams and the two-column timeline @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/organizational-structure`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(organizationSeed.title[L])
      const banners = (cardsOf(organizationSeed, 'Title') as { title: { en: string; ar: string } }[]).map((c) => c.title[L])
      await expect(page.locator('main h2')).toHaveText(banners)
      const leaders = page.getByTestId('org-management').getByRole('listitem')
      await expect(leaders).toHaveCount(cardsOf(organizationSeed, 'Topmanagment').length)
      await expect(leaders.first().locator('img')).toBeVisible()
      await expect(page.getByTestId('org-team').getByRole('listitem')).toHaveCount(cardsOf(organizationSeed, 'OrganizeTeam').length)
      const timeline = page.getByTestId('org-timeline')
      const start = timeline.locator('[data-column="start"] > li')
      const end = timeline.locator('[data-column="end"] > li')
      await expect(start).toHaveCount(cardsOf(organizationSeed, 'LeftItems').length)
      await expect(end).toHaveCount(cardsOf(organizationSeed, 'RightItems').length)
      await expect(start.first().locator('ul > li')).toHaveCount(cardsOf(organizationSeed, 'LeftSubItems').length)
      await expect(end.nth(0).locator('ul > li')).toHaveCount(cardsOf(organizationSeed, 'FirstRightSubItems').length)
      await expect(end.nth(1).locator('ul > li')).toHaveCount(cardsOf(organizationSeed, 'SecRightSubItems').length)

      const startBox = (await timeline.locator('[data-column="start"]').boundingBox())!
      const endBox = (await timeline.locator('[data-column="end"]').boundingBox())!
      const viewport = page.viewportSize()!
      if (viewport.width > 768) {
        // Side by side, mirrored in Arabic: the start column on the left in English, on the right in Arabic.
        if (lang.dir === 'rtl') expect(startBox.x).toBeGreaterThan(endBox.x + endBox.width - 1)
        else expect(endBox.x).toBeGreaterThan(startBox.x + startBox.width - 1)
      } else {
        // Stacked on phones: the end column under the start column.
        expect(endBox.y).toBeGreaterThanOrEqual(startBox.y + startBox.height - 1)
        expect(Math.abs(endBox.x - startBox.x)).toBeLessThan(2)
      }
      await expectNoSidewaysScroll(page)
      await axe(page)
      await breadcrumbHome(page, lang)
    })
  })
}
