/**
 * The site in the fog (docs/decisions/0043-offline-service-worker.md): once the service worker controls the page,
 * pages visited online open without a signal, with their content, their scripts (the script policy intact) and a note
 * saying when they were saved, in English and Arabic; a page never visited gives the offline screen of its language
 * (accessible, emergency number, what is saved); the admin is never kept. Each language's manifest has no
 * installability error in Chromium.
 *
 * The only spec that lets the worker run: every other test blocks service workers (playwright.config.ts).
 */
import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

test.use({ serviceWorkers: 'allow' })

/** Waits until the site's worker is active and controls the page (it registers after the load event). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()))
    }
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Every address the worker's caches hold, but build files and fonts. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    // Build files and fonts aside: the list a failure prints stays readable.
    return urls.filter((path) => !path.startsWith('/_next/static/') && !path.startsWith('/fonts/'))
  })

/** Script policy violations reported in the page's console (a blocked inline script). */
function policyViolations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  return found
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on)
}

test('pages visited online open offline with a saved-on note; an unvisited page gives the offline screen @phone', async ({ page, context, axe }) => {
  const violations = policyViolations(page)
  // The first page is loaded before the worker exists: the worker saves it when it starts.
  await page.goto('/about')
  const documentTitle: Record<string, string> = { '/about': await page.title() }
  await controlled(page)
  // Visited through the worker: each is saved on the way.
  for (const path of ['/ar/about', '/ar']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    documentTitle[path] = await page.title()
  }
  const aboutTitle = { en: await titleOf(page, '/about'), ar: await titleOf(page, '/ar/about') }
  // The admin, visited online, is never kept.
  await page.goto('/admin')
  await expect.poll(() => cachedUrls(page)).toEqual(expect.arrayContaining(['/about', '/ar/about', '/offline', '/ar/offline']))
  expect((await cachedUrls(page)).filter((path) => path.startsWith('/admin') || (path.startsWith('/api/') && !path.startsWith('/api/media/file/')))).toEqual([])
  // Away from the admin before the signal goes: its own scripts, still at work, could cancel the next navigation
  // (seen once on a loaded machine as ERR_ABORTED on the first offline page).
  await page.goto('about:blank')

  await offline(context, true)
  try {
    for (const [path, locale, note] of [
      ['/about', 'en', /You are offline: saved on \d{1,2} \w{3,4} at \d{2}:\d{2}/],
      ['/ar/about', 'ar', /أنت غير متصل: نسخة محفوظة في \d{1,2} \S+ الساعة \d{2}:\d{2}/],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle[locale])
      await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible()
      // The page's inline scripts still run from the cache (its script policy is intact): the preferences script.
      await expect(page.locator('html')).toHaveAttribute('data-font-size', /.+/)
    }

    // Never visited: the offline screen, in the language of the address.
    for (const [path, locale, title, retry, saved] of [
      ['/news-list', 'en', 'You are offline', 'Try again', documentTitle['/about']],
      ['/ar/news-list', 'ar', 'أنت غير متصل بالإنترنت', 'أعد المحاولة', documentTitle['/ar/about']],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(503)
      expect(new URL(page.url()).pathname).toBe(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('link', { name: '9999' })).toHaveAttribute('href', 'tel:9999')
      // Try again: the address asked for, loaded again.
      await expect(page.getByRole('main').getByRole('link', { name: retry })).toHaveAttribute('href', '')
      // What is saved: the pages of this language, read from the phone's cache.
      await expect(page.locator('[data-saved-pages]').getByRole('link', { name: saved, exact: true })).toBeVisible()
      await axe(page)
    }

    // The admin is left to the network, which is not there.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
  } finally {
    await offline(context, false)
  }
  expect(violations).toEqual([])
})

/** The h1 of a page as the site serves it online (fetched, so the test's own navigation history is unchanged). */
async function titleOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

test('each language is an installable app: its manifest, no installability error', async ({ page }) => {
  for (const [path, locale, dir] of [
    ['/', 'en', 'ltr'],
    ['/ar', 'ar', 'rtl'],
  ] as const) {
    await page.goto(path)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe(`/manifest/${locale}.webmanifest`)
    const response = await page.request.get(href!)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = await response.json()
    expect(manifest).toMatchObject({ lang: locale, dir, start_url: path, scope: path, display: 'standalone' })
    for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200)
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    await cdp.detach()
  }
})

/** The addresses of each saved wilayat's cache (ADR 0044), by cache name. */
const savedCaches = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      if (!name.startsWith('dhofar-saved:')) continue
      found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
    }
    return found
  })

const SAVE = {
  en: {
    path: '/state-details/Dhalkut',
    button: 'Save this wilayat for offline',
    saved: /Saved for offline: \d+(\.\d)? (KB|MB), on \d{1,2} \w{3,4} at \d{2}:\d{2}\./,
    refresh: 'Refresh',
    remove: 'Remove',
    removed: 'Removed from this phone.',
    note: /You are offline: saved on/,
    savedScreen: 'Saved for offline',
    searchLabel: 'Search for a place',
    place: 'Sarfait',
  },
  ar: {
    path: '/ar/state-details/Dhalkut',
    button: 'احفظ هذه الولاية للقراءة دون اتصال',
    saved: /محفوظة للقراءة دون اتصال: \d+(\.\d)? (كيلوبايت|ميجابايت)، في \d{1,2} \S+ الساعة \d{2}:\d{2}\./,
    refresh: 'تحديث',
    remove: 'إزالة',
    removed: 'أُزيلت من هذا الهاتف.',
    note: /أنت غير متصل: نسخة محفوظة في/,
    savedScreen: 'محفوظ للقراءة دون اتصال',
    searchLabel: 'ابحث عن مكان',
    place: 'صرفيت',
  },
} as const

test.describe('a wilayat saved for offline', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Dhalkut saved in both languages opens offline with its places, the map, the alerts and the note; remove works @phone', async ({ page, context, axe }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-sized journey: the phone project runs it')
    const violations = policyViolations(page)
    // Whether the emergency numbers page exists on this build (another change adds it): saved and checked if so.
    const emergency = (await page.request.get('/emergency')).status() === 200

    for (const locale of ['en', 'ar'] as const) {
      const t = SAVE[locale]
      await page.goto(t.path)
      await controlled(page)
      const section = page.locator('#save-offline')
      await expect(section.getByRole('button', { name: t.button })).toBeVisible()
      if (locale === 'en') await axe(page)
      await section.getByRole('button', { name: t.button }).click()
      await expect(section.getByRole('status')).toHaveText(t.saved, { timeout: 60_000 })
      await expect(section.getByRole('button', { name: t.refresh })).toBeFocused()
      await expect(section.getByRole('button', { name: t.remove })).toBeVisible()
      await expect(section.getByRole('button', { name: t.button })).toBeHidden()
      await axe(page)
    }
    const saved = await savedCaches(page)
    const english = saved['dhofar-saved:/state-details/Dhalkut/offline.json']
    const arabic = saved['dhofar-saved:/ar/state-details/Dhalkut/offline.json']
    expect(english).toEqual(expect.arrayContaining(['/state-details/Dhalkut', '/interactiveMap', '/alerts', '/feeds/alerts.atom']))
    expect(arabic).toEqual(expect.arrayContaining(['/ar/state-details/Dhalkut', '/ar/interactiveMap', '/ar/alerts', '/feeds/alerts-ar.atom']))
    // Each language's pages only, with their files and pictures.
    expect(english.filter((path) => path.startsWith('/ar/'))).toEqual([])
    expect(english.some((path) => path.startsWith('/_next/static/'))).toBe(true)
    expect(english.some((path) => path.startsWith('/img/') || path === '/_next/image')).toBe(true)
    if (emergency) expect(english).toContain('/emergency')

    // The "Saved for offline" screen lists it.
    await page.goto('/saved')
    await expect(page.locator('[data-saved-wilayat="Dhalkut"]')).toContainText(SAVE.en.saved)
    await axe(page)
    await page.goto('about:blank')

    await offline(context, true)
    try {
      for (const locale of ['en', 'ar'] as const) {
        const t = SAVE[locale]
        const prefix = locale === 'ar' ? '/ar' : ''
        await page.goto(t.path)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ar' ? 'ضلكوت' : 'Dhalkut')
        await expect(page.getByRole('status').filter({ hasText: t.note })).toBeVisible()
        // Its save section still says what is kept (the worker answers from the phone).
        await expect(page.locator('#save-offline').getByRole('status')).toHaveText(t.saved)

        // The map: its drawing, and its search works (its scripts come from the saved copy): one of Dhalkut's places.
        await page.goto(`${prefix}/interactiveMap`)
        await expect(page.getByRole('status').filter({ hasText: t.note })).toBeVisible()
        await expect(page.locator('[data-static-map]')).toBeVisible()
        await page.getByRole('combobox', { name: t.searchLabel }).fill(t.place)
        await expect(page.getByRole('option').first()).toHaveText(t.place)

        // The alerts.
        await page.goto(`${prefix}/alerts`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('status').filter({ hasText: t.note })).toBeVisible()

        if (emergency) {
          await page.goto(`${prefix}/emergency`)
          await expect(page.getByRole('link', { name: /9999/ }).first()).toBeVisible()
          await expect(page.getByRole('status').filter({ hasText: t.note })).toBeVisible()
        }

        // The saved screen opens without a signal too.
        await page.goto(`${prefix}/saved`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.savedScreen)
        await expect(page.locator('[data-saved-wilayat="Dhalkut"]')).toContainText(t.saved)
      }
    } finally {
      await offline(context, false)
    }

    // Remove: gone from the phone, and the button is back.
    for (const locale of ['en', 'ar'] as const) {
      const t = SAVE[locale]
      await page.goto(t.path)
      const section = page.locator('#save-offline')
      await section.getByRole('button', { name: t.remove }).click()
      await expect(section.getByRole('status')).toHaveText(t.removed)
      await expect(section.getByRole('button', { name: t.button })).toBeFocused()
    }
    expect(await savedCaches(page)).toEqual({})
    expect(violations).toEqual([])
  })
})
