/**
 * The site in the fog (docs/decisions/0043-offline-service-worker.md): once the service worker controls the page,
 * pages visited online open without a signal, with their content, their scripts (the script policy intact) and a note
 * saying when they were saved, in English and Arabic; a page never visited gives the offline screen of its language
 * (accessible, emergency number, what is saved); the admin is never kept. Each language's manifest has no
 * installability error in Chromium. A rating sent without a signal is kept by the worker, the panel says so, and it
 * reaches the server when the signal returns.
 *
 * The only spec that lets the worker run: every other test blocks service workers (playwright.config.ts).
 */
import { readFileSync } from 'node:fs'

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { expect, expectNoSidewaysScroll, test } from './fixtures'

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
  // Saved when the worker started, never visited: the emergency numbers in the first page's language.
  await expect.poll(() => cachedUrls(page)).toEqual(expect.arrayContaining(['/about', '/ar/about', '/offline', '/ar/offline', '/emergency']))
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
    await page.goto('/emergency')
    await expect(page.locator('main a[href="tel:9999"]').first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /You are offline: saved on/ })).toBeVisible()

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

test('a new build replaces the old worker: it takes over the open page and drops the old build\'s offline screens', async ({ page }) => {
  await page.goto('/about')
  await controlled(page)
  const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('dhofar-offline-')))
  await expect.poll(cacheNames).toHaveLength(1)
  const [current] = await cacheNames()
  // Each build's worker carries its build id, so a deploy changes /sw.js's bytes and the browser installs it.
  expect(await (await page.request.get('/sw.js')).text()).toContain(current.slice('dhofar-offline-'.length))
  // The previous deploy's offline screens, as a phone still holds them.
  await page.evaluate(async () => (await caches.open('dhofar-offline-previous-build')).put('/offline', new Response('old')))
  // A new worker for the open page, as after a deploy: the browser fetches the worker's address in the browser
  // process, where no test can change its bytes, so the new worker comes from a new address of the same script.
  const takenOver = page.evaluate(
    () => new Promise<string>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(navigator.serviceWorker.controller!.scriptURL), { once: true })),
  )
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?deploy=next', { scope: '/' })))
  // Without a reload: the new worker takes over the page that is open.
  expect(await takenOver).toMatch(/\/sw\.js\?deploy=next$/)
  await expect.poll(cacheNames).toEqual([current])
  // The new worker serves its own offline screens.
  const saved = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), current)
  expect(saved).toEqual(expect.arrayContaining(['/offline', '/ar/offline']))
})

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

const ratingLabels = JSON.parse(readFileSync('src/i18n/messages/en/rating.json', 'utf8')).Rating as Record<string, string>

/** The ratings the server holds for one browser session (read as the e2e administrator, as the editors' summary is). */
async function storedRatings(request: APIRequestContext, headers: Record<string, string>, sessionId: string) {
  const response = await request.get(`/api/ratings?where[sessionId][equals]=${encodeURIComponent(sessionId)}&depth=0`, { headers })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { pageName: string; result: number }[] }
  return docs.map(({ pageName, result }) => ({ pageName, result }))
}

/** How many requests the worker's background sync queue holds (IndexedDB, read from the page: same origin). */
const keptRequests = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('serwist-background-sync')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('requests').objectStore('requests').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

test('a rating sent without a signal is kept, says so, and reaches the server when the signal returns', async ({ page, context, adminAuth }) => {
  await page.goto('/about')
  await controlled(page)
  // The panel's chunk is fetched online, as the visitor reaches for the button; then the signal goes.
  const panel = page.getByRole('dialog', { name: ratingLabels.title })
  await page.getByRole('button', { name: ratingLabels.open, exact: true }).click()
  await expect(panel.getByRole('radio').nth(3)).toBeVisible()

  await offline(context, true)
  let sessionId = ''
  try {
    await panel.getByRole('radio').nth(3).check()
    await panel.getByRole('button', { name: ratingLabels.submit }).click()
    await expect(panel.getByRole('status')).toHaveText(ratingLabels.RATING_QUEUED)
    await expect(panel.getByRole('heading', { name: ratingLabels.thanks })).toBeFocused()
    sessionId = (await page.evaluate(() => localStorage.getItem('userSessionId'))) ?? ''
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pageRatings'))) ?? '{}')).toEqual({ '/about': 4 })
    expect(await keptRequests(page)).toBe(1)
    expect(await storedRatings(page.request, adminAuth.headers, sessionId)).toEqual([])
    // Not closed by itself, as a recorded rating is after 2 s: the visitor reads that it waits for a signal.
    await page.waitForTimeout(2500)
    await expect(panel).toBeVisible()
  } finally {
    await offline(context, false)
  }
  // Back online: the open page tells the worker, which sends the kept rating, once.
  await expect.poll(() => storedRatings(page.request, adminAuth.headers, sessionId), { timeout: 20_000 }).toEqual([{ pageName: '/about', result: 4 }])
  await expect.poll(() => keptRequests(page)).toBe(0)
})

const offlineLabels = (code: 'en' | 'ar') => JSON.parse(readFileSync(`src/i18n/messages/${code}/offline.json`, 'utf8')).Offline as Record<string, string>

/**
 * The browser's offer to install the site, as Chromium makes it (`beforeinstallprompt`), made up by the test: the
 * real one depends on the browser's own engagement rules. Returns whether the page took the offer over.
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset.installPrompted = 'yes'
        return Promise.resolve()
      },
    })
    window.dispatchEvent(offer)
    return offer.defaultPrevented
  })

test('the install hint: never on the first page, once where the browser offers it, "Not now" for good @phone', async ({ page, axe }) => {
  const hint = page.locator('#install-hint')
  await page.goto('/about')
  expect(await offerInstall(page)).toBe(false)
  await expect(hint).toBeHidden()

  const ar = offlineLabels('ar')
  await page.goto('/ar/about')
  expect(await offerInstall(page)).toBe(true)
  await expect(page.getByRole('region', { name: ar.installHint })).toBeVisible()
  await expect(hint.getByRole('button', { name: ar.install })).toBeVisible()
  // A polite banner, not a dialog: it takes no focus, and fits the window (phone too) without sideways scrolling.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await expect(hint.locator('xpath=..')).toHaveAttribute('aria-live', 'polite')
  const box = (await hint.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  await expectNoSidewaysScroll(page)
  await axe(page)
  // By keyboard: "Not now" hides it, and focus goes to the main content rather than being lost.
  await hint.getByRole('button', { name: ar.installLater }).focus()
  await page.keyboard.press('Enter')
  await expect(hint).toBeHidden()
  await expect(page.locator('#main')).toBeFocused()

  // Never again, in either language.
  for (const path of ['/', '/ar']) {
    await page.goto(path)
    expect(await offerInstall(page)).toBe(false)
    await expect(hint).toBeHidden()
  }
})

test('the install hint\'s "Install" opens the browser\'s install prompt', async ({ page }) => {
  const en = offlineLabels('en')
  await page.goto('/')
  await page.goto('/about')
  expect(await offerInstall(page)).toBe(true)
  await expect(page.getByRole('region', { name: en.installHint })).toBeVisible()
  await page.getByRole('button', { name: en.install, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes')
  await expect(page.locator('#install-hint')).toBeHidden()
})

/** The addresses of each saved wilayat's cache (ADR 0046), by cache name. */
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
    expect(english).toEqual(expect.arrayContaining(['/state-details/Dhalkut', '/places/dhalkut', '/places/sarfait', '/interactiveMap', '/alerts', '/feeds/alerts.atom']))
    expect(arabic).toEqual(expect.arrayContaining(['/ar/state-details/Dhalkut', '/ar/places/dhalkut', '/ar/places/sarfait', '/ar/interactiveMap', '/ar/alerts', '/feeds/alerts-ar.atom']))
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
