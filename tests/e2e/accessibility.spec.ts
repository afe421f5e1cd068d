/**
 * The accessibility panel (font size, speech, contrast), its persistence before first paint, and the scroll to the top
 * after a navigation, in both languages; axe scans with the panel open and in the high-contrast mode. The tests
 * tagged @phone run again at a phone's size.
 */
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { axeViolations, expect, languages, test } from './fixtures'

type Labels = { open: string; title: string; close: string; reset: string; fontSize: Record<string, string>; speech: { label: string }; contrast: { label: string } }
const labels = (code: string): Labels =>
  JSON.parse(readFileSync(`src/i18n/messages/${code}/accessibility.json`, 'utf8')).Accessibility

const bodyStyle = (page: Page, property: 'fontSize' | 'backgroundColor') =>
  page.evaluate((p) => getComputedStyle(document.body)[p], property)

/** A recording stand-in for the Web Speech API: utterances wait in a queue until the test ends them. */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    type Utterance = { text: string; lang: string; rate: number; pitch: number; onend: ((e: Event) => void) | null }
    const log = { spoken: [] as Array<Omit<Utterance, 'onend'>>, cancels: 0, queue: [] as Utterance[] }
    class FakeUtterance {
      lang = ''
      rate = 0 // not the browser's default, so the test proves the site sets rate and pitch
      pitch = 0
      voice = null
      onend = null
      onerror = null
      constructor(public text: string) {}
    }
    const synth = {
      speak: (u: Utterance) => {
        log.spoken.push({ text: u.text, lang: u.lang, rate: u.rate, pitch: u.pitch })
        log.queue.push(u)
      },
      cancel: () => {
        log.cancels += 1
        log.queue = []
      },
      getVoices: () => [],
      addEventListener: () => {},
      removeEventListener: () => {},
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true })
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    Object.assign(window, { __speech: { log, finish: () => log.queue.splice(0).forEach((u) => u.onend?.(new Event('end'))) } })
  })
}

const speechLog = (page: Page) =>
  page.evaluate(() => (window as any).__speech.log as { spoken: Array<Record<string, unknown>>; cancels: number })

for (const lang of languages) {
  const t = labels(lang.code)
  const home = lang.prefix || '/'
  const opener = (page: Page) => page.getByRole('button', { name: t.open, exact: true })
  const panel = (page: Page) => page.getByRole('dialog', { name: t.title })

  test.describe(`accessibility panel (${lang.code})`, () => {
    test('opens by mouse and keyboard, traps focus, closes with Escape and returns focus @phone', async ({ page, axe }) => {
      await page.goto(home)
      await opener(page).click()
      await expect(panel(page)).toBeVisible()
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') != null)).toBe(true)
      await axe(page)
      await page.keyboard.press('Escape')
      await expect(panel(page)).toBeHidden()
      await expect(opener(page)).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(panel(page)).toBeVisible()
      await page.getByRole('button', { name: t.close }).press('Enter')
      await expect(panel(page)).toBeHidden()
      await expect(opener(page)).toBeFocused()
    })

    test('font size presets set the spec sizes, survive a reload and a navigation, and apply before React', async ({ page }) => {
      await page.goto(home)
      await expect.poll(() => bodyStyle(page, 'fontSize')).toBe('20px')
      await opener(page).click()
      for (const [size, px] of [['small', '16px'], ['large', '28px'], ['regular', '20px'], ['large', '28px']]) {
        await panel(page).getByRole('radio', { name: t.fontSize[size] }).check()
        await expect.poll(() => bodyStyle(page, 'fontSize')).toBe(px)
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\bfont-${size}\\b`))
      }
      await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large')

      await page.reload()
      await expect.poll(() => bodyStyle(page, 'fontSize')).toBe('28px')
      await opener(page).click()
      await expect(panel(page).getByRole('radio', { name: t.fontSize.large })).toBeChecked()

      await page.goto(`${lang.prefix}/no-such-page`)
      await expect.poll(() => bodyStyle(page, 'fontSize')).toBe('28px')

      // With the app's scripts blocked, only the inline pre-paint script can have applied the choice.
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto(home)
      await expect.poll(() => bodyStyle(page, 'fontSize')).toBe('28px')
    })

    test('high contrast switches the colours, passes axe and survives a reload @phone', async ({ page, axe }) => {
      await page.goto(home)
      await opener(page).click()
      const toggle = panel(page).getByRole('button', { name: t.contrast.label })
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high')
      await expect(page.locator('body')).toHaveClass(/\bhigh-contrast\b/)
      await expect.poll(() => bodyStyle(page, 'backgroundColor')).toBe('rgb(0, 0, 0)')
      await axe(page)
      await page.keyboard.press('Escape')
      await axe(page)

      await page.reload()
      await expect.poll(() => bodyStyle(page, 'backgroundColor')).toBe('rgb(0, 0, 0)')
      await opener(page).click()
      await panel(page).getByRole('button', { name: t.contrast.label }).click()
      await expect.poll(() => bodyStyle(page, 'backgroundColor')).toBe('rgb(255, 255, 255)')
    })

    test('speech reads the main text in the page language and toggles back to idle', async ({ page }) => {
      await stubSpeech(page)
      await page.goto(home)
      await opener(page).click()
      const toggle = panel(page).getByRole('button', { name: t.speech.label })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      const first = await speechLog(page)
      expect(first.spoken.length).toBeGreaterThan(0)
      const h1 = await page.locator('h1').first().innerText()
      expect(first.spoken[0].text).toContain(h1)
      for (const utterance of first.spoken) {
        expect(utterance.lang).toMatch(lang.code === 'ar' ? /^ar-SA$/ : /^en-(US|GB)$/)
        expect(utterance).toMatchObject({ rate: 1, pitch: 1 })
      }

      await toggle.click() // a second click cancels
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await expect.poll(async () => (await speechLog(page)).cancels).toBe(first.cancels + 1)

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await page.evaluate(() => (window as any).__speech.finish()) // the reading ends by itself
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    })

    test('speech is hidden where the browser cannot speak', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true })
      })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(home)
      await opener(page).click()
      await expect(panel(page).getByRole('button', { name: t.contrast.label })).toBeVisible()
      await expect(panel(page).getByRole('button', { name: t.speech.label })).toHaveCount(0)
      await panel(page).getByRole('button', { name: t.reset }).click() // resetting also stops speech: must not throw
      expect(errors).toEqual([])
    })

    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      test(`a navigation scrolls to the top and focuses the main content (motion: ${reducedMotion})`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion })
        await page.goto(`${lang.prefix}/no-such-page`)
        await expect(page.locator('body')).toHaveClass(/\bfont-regular\b/) // the panel's effect ran: hydrated
        await page.evaluate(() => {
          document.body.style.minBlockSize = '400vh' // room to scroll on this short page and the next
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
        })
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
        // Activate the 404 page's link to /about by keyboard without scrolling to it (a click would scroll it into view).
        // Not its home link: the home page is loaded as a document, not by a client navigation (ADR 0028).
        await page.locator(`main a[href="${lang.prefix}/about"]`).evaluate((a: HTMLElement) => a.focus({ preventScroll: true }))
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/about$`))
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await expect(page.locator('main#main')).toBeFocused()
      })
    }
  })
}

for (const lang of languages) {
  test(`the 404 and the error screens say what happened, in the page's language, and pass axe (${lang.code}) @phone`, async ({ page, axe }) => {
    const common = JSON.parse(readFileSync(`src/i18n/messages/${lang.code}/common.json`, 'utf8'))
    const missing = await page.goto(`${lang.prefix}/no-such-page`)
    expect(missing?.status()).toBe(404)
    // Hydrated (the boundary then shows not-found.tsx in the page's place): the screen, a static part, is still whole.
    await expect(page.locator('body')).toHaveClass(/\bfont-regular\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.NotFound.title)
    await expect(page.getByRole('navigation', { name: common.NotFound.sections }).getByRole('link')).toHaveCount(9)
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
    await axe(page)

    // A render that fails (the test-only fixture): the locale's error screen, with its retry button, no stack trace.
    await page.goto(`${lang.prefix}/dev/error`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.Error.title)
    await expect(page.getByRole('button', { name: common.Error.retry })).toBeVisible()
    await expect(page.locator('body')).not.toContainText('failed on purpose')
    await axe(page)
  })
}

test('the scan every screen gets reports what it should: a picture without text, a nameless button, faint text', async ({ page }) => {
  await page.goto('/about')
  expect(await axeViolations(page)).toEqual([])
  // The same page, spoiled three ways in its main content (and once inside a same-origin frame).
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.ico" width="16" height="16"><button type="button"></button>' +
        '<p style="color:#ddd;background:#fff">faint text</p><iframe title="frame" srcdoc="<img src=/favicon.ico>"></iframe>',
    )
  })
  await expect(page.frameLocator('iframe[title="frame"]').locator('img')).toBeAttached()
  const found = (await axeViolations(page)).map((line) => line.split(':')[0])
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']))
  expect((await axeViolations(page)).find((line) => line.startsWith('image-alt'))).toContain('iframe')
})
