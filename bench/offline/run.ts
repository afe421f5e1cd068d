/**
 * What the service worker (docs/decisions/0043-offline-service-worker.md) gives a visitor, and what it costs the first
 * visit, on a few templates, each figure the median of `--runs` (default 3) beside its target:
 *
 * 1. Repeat visit. A fresh phone-sized context opens the page (the worker registers after the load event, installs,
 *    activates and saves the open page with its files); the browser's HTTP cache is then emptied, so that only the
 *    worker's caches can spare a download, and the page is opened again in a new tab, slowed down as Lighthouse's
 *    mobile preset (4× CPU, slow 4G: 562.5 ms latency, 1.47 Mbit/s). Every request of that visit is counted: answered
 *    by the worker from its caches, or reaching the network (the page's own requests that the worker does not answer,
 *    and the worker's own fetches). Target: 0 bytes of JavaScript, CSS and fonts reach the network.
 * 2. Offline visit. The same context without a network (`setOffline`, which Playwright applies to the worker too),
 *    4× CPU slowdown: the page is opened again. Target: its content painted (LCP, from navigation start) in under
 *    1 s; printed with FCP, the time the main heading was painted (Element Timing) and whether the saved-copy note is
 *    there (it must be: the page came from the worker's cache).
 * 3. First visit. Lighthouse 12, mobile preset (as bench/lighthouse/run.ts: fresh profile, simulated throttling),
 *    twice per run: as visitors get it, and with the worker's script `/sw.js` blocked (`blockedUrlPatterns`: the
 *    registration fails and nothing is installed), the build otherwise the same. The worker registers after the load
 *    event, so it should change neither the JavaScript transferred nor TBT. Target: the same JavaScript bytes (within
 *    1 KB: headers), and TBT within the runs' spread.
 *
 *   npx tsx bench/offline/run.ts                          # builds and serves a throwaway site (bench/lib/site.ts)
 *   npx tsx bench/offline/run.ts --reuse-build [--port 3950]   # skips the build when .next-bench exists
 *   npx tsx bench/offline/run.ts --url http://localhost:3950 [--runs 3] [--paths /,/ar/about] [--no-lighthouse] [--no-wait]
 *
 * Waits while another `next build` runs on the machine (--no-wait does not). Prints the commit, the date and the
 * machine's load average at the start and the end, and before each page; exits 1 when a target is missed.
 */
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { parseArgs } from 'node:util'

import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

import { ensureChromium } from '../../scripts/lib/chromium.mjs'
import { figuresOf, middle } from '../lighthouse/figures'
import { CHROME_FLAGS, prepareSite, removeSite, startServer, stopServer } from '../lib/site'

const DEFAULT_PATHS = ['/', '/state-details/Salalah', '/interactiveMap', '/ar/about']

/** Lighthouse's mobile preset, applied in the browser as DevTools applies it (Lighthouse's `mobileSlow4G`). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
const CPU_SLOWDOWN = 4
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ')

type Category = 'script' | 'stylesheet' | 'font' | 'document' | 'image' | 'other'
const SHELL_CATEGORIES: Category[] = ['script', 'stylesheet', 'font']

/** What a response is, by its content type (the worker's own fetches have no resource type of their own). */
function categoryOf(contentType: string, url: string): Category {
  if (/javascript/.test(contentType)) return 'script'
  if (/text\/css/.test(contentType)) return 'stylesheet'
  if (/^font\/|woff|opentype|truetype/.test(contentType) || /\.(woff2?|ttf|otf)$/.test(new URL(url).pathname)) return 'font'
  if (/text\/html/.test(contentType)) return 'document'
  if (/^image\//.test(contentType)) return 'image'
  return 'other'
}

type Tally = Record<Category, { count: number; bytes: number }>
const emptyTally = (): Tally => Object.fromEntries((['script', 'stylesheet', 'font', 'document', 'image', 'other'] as const).map((c) => [c, { count: 0, bytes: 0 }])) as Tally

type RepeatVisit = {
  /** Answered by the worker without a network request of its own. */
  fromWorkerCache: Tally
  /** Bytes that reached the network (headers and body as sent): page requests the worker left alone, and the worker's fetches. */
  network: Tally
  /** The addresses of JavaScript, CSS and fonts that reached the network (what the worker had not kept). */
  shellMisses: string[]
}

/** Waits until the site's worker is active and controls the page (it registers after the load event). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()))
    }
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
}

/** Records every request of the context (the page's and the worker's) until `stop`. */
function recordRequests(context: BrowserContext) {
  const finished: Request[] = []
  const failed: Request[] = []
  const onFinished = (request: Request) => void finished.push(request)
  const onFailed = (request: Request) => void failed.push(request)
  context.on('requestfinished', onFinished)
  context.on('requestfailed', onFailed)
  return {
    async stop(): Promise<RepeatVisit> {
      context.off('requestfinished', onFinished)
      context.off('requestfailed', onFailed)
      const visit: RepeatVisit = { fromWorkerCache: emptyTally(), network: emptyTally(), shellMisses: [] }
      // The worker's own fetches, by address: a page request the worker answered with one of these reached the network.
      const workerFetched = new Set(finished.filter((r) => r.serviceWorker()).map((r) => r.url()))
      for (const request of finished) {
        const response = await request.response()
        if (!response) continue
        const category = categoryOf((await response.headerValue('content-type')) ?? '', request.url())
        if (!request.serviceWorker() && response.fromServiceWorker()) {
          if (!workerFetched.has(request.url())) {
            visit.fromWorkerCache[category].count++
          }
          continue // its bytes, if any, are counted on the worker's own request
        }
        const sizes = await request.sizes()
        visit.network[category].count++
        visit.network[category].bytes += sizes.responseHeadersSize + sizes.responseBodySize
        if (SHELL_CATEGORIES.includes(category)) visit.shellMisses.push(new URL(request.url()).pathname)
      }
      return visit
    },
  }
}

/** A new tab with the CPU slowed down, and the network too unless offline. */
async function slowedPage(context: BrowserContext, network: boolean) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  }
  return { page, cdp }
}

type Paints = { fcp: number; lcp: number; lcpElement: string; heading: number; note: boolean; headingVisible: boolean }

/** Paint times from navigation start: FCP, the last LCP candidate (and its element), the main heading's paint. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __paints: { fcp: number; lcp: number; lcpElement: string; heading: number } }
    w.__paints = { fcp: Number.NaN, lcp: Number.NaN, lcpElement: '', heading: Number.NaN }
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__paints.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        const el = entry.element ?? null
        w.__paints.lcp = entry.startTime
        w.__paints.lcpElement = el ? `${el.tagName.toLowerCase()}${el.closest('h1') ? ' (in h1)' : ''}` : ''
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // Element Timing for the main heading: the attribute is set as the parser inserts it, before its first paint.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime?: number; identifier?: string }>) {
        if (entry.identifier === 'main-heading' && Number.isNaN(w.__paints.heading)) w.__paints.heading = entry.renderTime || entry.startTime
      }
    }).observe({ type: 'element', buffered: true })
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1')
      if (heading) {
        heading.setAttribute('elementtiming', 'main-heading')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return async (): Promise<Paints> => {
    const paints = await page.evaluate(() => (window as unknown as { __paints: Omit<Paints, 'note' | 'headingVisible'> }).__paints)
    const note = (await page.locator('offline-note').count()) > 0
    const headingVisible = await page.locator('h1').first().isVisible()
    return { ...paints, note, headingVisible }
  }
}

type VisitFigures = { repeat: RepeatVisit; offline: Paints }

/** One run of parts 1 and 2 on a page, in a fresh context. */
async function visitRun(browser: Browser, url: string): Promise<VisitFigures> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' })
  try {
    // First visit, not measured: the worker registers after load, installs and activates (saving this page).
    const first = await context.newPage()
    await first.goto(url, { waitUntil: 'load' })
    await controlled(first)
    const firstCdp = await context.newCDPSession(first)
    // Only the worker's caches may spare a download from here on.
    await firstCdp.send('Network.clearBrowserCache')
    await first.close()

    const { page: again } = await slowedPage(context, true)
    const recorder = recordRequests(context)
    await again.goto(url, { waitUntil: 'load' })
    // Late requests (pictures after load, the worker's refreshes) are counted too.
    await again.waitForLoadState('networkidle').catch(() => undefined)
    const repeat = await recorder.stop()
    await again.close()

    await context.setOffline(true)
    let offline: Paints | null = null
    for (let attempt = 1; attempt <= 3 && !offline?.note; attempt++) {
      const { page } = await slowedPage(context, false)
      // The worker must be without a network too: an address never visited must get the offline screen (503).
      // Playwright applies `setOffline` to the worker's own session, which a worker started again may not have yet.
      for (let probe = 0; (await page.goto(new URL(`/offline-probe-${Date.now()}`, url).href))?.status() !== 503; probe++) {
        if (probe >= 10) throw new Error('the worker still reaches the network after setOffline')
        await page.waitForTimeout(500)
      }
      const paints = await recordPaints(page)
      await page.goto(url, { waitUntil: 'load' })
      // LCP candidates may still come after load (a picture decoding): give them a moment.
      await page.waitForTimeout(1500)
      offline = await paints()
      await page.close()
      if (!offline.note) console.log(`  (offline visit ${attempt} of ${url} without the saved-copy note: made again)`)
    }
    await context.setOffline(false)
    return { repeat, offline: offline! }
  } finally {
    await context.close()
  }
}

type FirstVisit = { scriptBytes: number; scriptCount: number; tbt: number; workerSeen: boolean; registered: boolean }

/**
 * Lighthouse's mobile preset on a fresh profile, in a tab of our own (Lighthouse drives it with puppeteer-core, its
 * own dependency). `blockWorker`: every document of the tab starts without `navigator.serviceWorker`, as in a
 * browser without workers, so the head script registers nothing. (Lighthouse's `blockedUrlPatterns` cannot do it:
 * the browser fetches a worker's script outside the page's network, which a tried run showed registered anyway.)
 */
async function firstVisit(url: string, chromePath: string, blockWorker: boolean): Promise<FirstVisit> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
    const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    try {
      const page = await driver.newPage()
      if (blockWorker) await page.evaluateOnNewDocument('delete Navigator.prototype.serviceWorker')
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page)
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
      const figures = figuresOf(result.lhr)
      const requests = (result.lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined)?.items ?? []
      return {
        scriptBytes: figures.scriptBytes,
        scriptCount: figures.scriptCount,
        tbt: figures.tbt,
          workerSeen: requests.some((r) => r.url && new URL(r.url).pathname === '/sw.js'),
        // The worker's own target (it lives on for some seconds after its work), or the page's registrations.
        registered:
          driver.targets().some((t) => t.type() === 'service_worker') ||
          (await page
            .evaluate('navigator.serviceWorker ? navigator.serviceWorker.getRegistrations().then((r) => r.length > 0) : false')
            .then((found) => found === true)
            .catch(() => false)),
      }
    } catch (error) {
      // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): run again, twice at most.
      if (attempt >= 3) throw error
      console.log(`  (run again: ${error instanceof Error ? error.message : String(error)})`)
    } finally {
      await driver.disconnect()
      chrome.kill()
    }
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`)
const spread = (values: number[]) => Math.max(...values) - Math.min(...values)

type Check = { label: string; value: string; ok: boolean }

function report(path: string, visits: VisitFigures[], withWorker: FirstVisit[], without: FirstVisit[]): Check[] {
  const shellBytes = (v: VisitFigures) => SHELL_CATEGORIES.reduce((sum, c) => sum + v.repeat.network[c].bytes, 0)
  const shellFromWorker = (v: VisitFigures) => SHELL_CATEGORIES.reduce((sum, c) => sum + v.repeat.fromWorkerCache[c].count, 0)
  const m = (pick: (v: VisitFigures) => number) => middle(visits.map(pick))
  console.log(`\n${path}  (median of ${visits.length})`)
  console.log(
    `  repeat visit   from the worker's cache: ${m(shellFromWorker)} JS/CSS/font files, ${m((v) => v.repeat.fromWorkerCache.image.count)} pictures · ` +
      `to the network: JS ${kb(m((v) => v.repeat.network.script.bytes))}, CSS ${kb(m((v) => v.repeat.network.stylesheet.bytes))}, ` +
      `fonts ${kb(m((v) => v.repeat.network.font.bytes))}, HTML ${kb(m((v) => v.repeat.network.document.bytes))} (network first), ` +
      `pictures ${kb(m((v) => v.repeat.network.image.bytes))}, other ${kb(m((v) => v.repeat.network.other.bytes))}`,
  )
  const misses = [...new Set(visits.flatMap((v) => v.repeat.shellMisses))]
  if (misses.length) console.log(`  not kept       ${misses.join(', ')}`)
  console.log(
    `  offline visit  FCP ${ms(m((v) => v.offline.fcp))} · heading painted ${ms(m((v) => v.offline.heading))} · LCP ${ms(m((v) => v.offline.lcp))} ` +
      `(${visits[0].offline.lcpElement || 'no element'}) · saved-copy note ${visits.filter((v) => v.offline.note).length}/${visits.length} · ` +
      `heading visible ${visits.filter((v) => v.offline.headingVisible).length}/${visits.length}`,
  )
  console.log(`  runs           ${visits.map((v) => `${kb(shellBytes(v))}/${ms(v.offline.lcp)}`).join(' · ')} (JS+CSS+fonts to the network / offline LCP)`)
  const checks: Check[] = [
    { label: 'repeat visit: JS+CSS+fonts to the network 0 B', value: kb(m(shellBytes)), ok: m(shellBytes) === 0 },
    {
      label: 'offline: content painted < 1 s (LCP)',
      value: ms(m((v) => v.offline.lcp)),
      ok: m((v) => v.offline.lcp) < 1000 && visits.every((v) => v.offline.note && v.offline.headingVisible),
    },
  ]
  if (withWorker.length && without.length) {
    const js = middle(withWorker.map((f) => f.scriptBytes))
    const jsWithout = middle(without.map((f) => f.scriptBytes))
    const tbt = middle(withWorker.map((f) => f.tbt))
    const tbtWithout = middle(without.map((f) => f.tbt))
    const noise = Math.max(spread(withWorker.map((f) => f.tbt)), spread(without.map((f) => f.tbt)))
    console.log(
      `  first visit    with the worker: JS ${kb(js)} in ${middle(withWorker.map((f) => f.scriptCount))} files, TBT ${ms(tbt)} (runs ${withWorker.map((f) => ms(f.tbt)).join(', ')}) · ` +
        `without the worker: JS ${kb(jsWithout)}, TBT ${ms(tbtWithout)} (runs ${without.map((f) => ms(f.tbt)).join(', ')})`,
    )
    console.log(
      `  worker         registered after ${withWorker.filter((f) => f.registered).length}/${withWorker.length} runs with it, ${without.filter((f) => f.registered).length}/${without.length} without · ` +
        `/sw.js in Lighthouse's requests ${withWorker.filter((f) => f.workerSeen).length}/${withWorker.length} and ${without.filter((f) => f.workerSeen).length}/${without.length}`,
    )
    checks.push(
      { label: 'first visit: JS unchanged (±1 KB)', value: `${kb(js)} vs ${kb(jsWithout)}`, ok: Math.abs(js - jsWithout) <= 1024 },
      { label: `first visit: TBT within the runs' spread (${ms(noise)})`, value: `${ms(tbt)} vs ${ms(tbtWithout)}`, ok: Math.abs(tbt - tbtWithout) <= noise },
    )
  }
  console.log(`  targets        ${checks.map((c) => `${c.ok ? '✔' : '✖'} ${c.value} (${c.label})`).join(' · ')}`)
  return checks
}

/** Waits while another `next build` runs on the machine: its CPU would be counted in every timing here. */
async function waitForQuietMachine() {
  for (let waited = 0; ; waited += 15) {
    let running = ''
    try {
      // `next build` renames its process `next-build (v…)`: both spellings.
      running = execFileSync('pgrep', ['-f', 'next[ -]build'], { encoding: 'utf8' }).trim()
    } catch {
      return // pgrep exits 1 when nothing matches
    }
    if (waited % 60 === 0) console.log(`(another next build is running: ${running.split('\n').join(', ')}; waiting)`)
    await new Promise((r) => setTimeout(r, 15_000))
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      paths: { type: 'string' },
      'reuse-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '3950' },
      'keep-data': { type: 'boolean', default: false },
      /** Parts 1 and 2 only (part 3 is most of the time: two Lighthouse runs per page and run). */
      'no-lighthouse': { type: 'boolean', default: false },
      /** Measure even while another `next build` runs (a check of the mechanics; its timings are not comparable). */
      'no-wait': { type: 'boolean', default: false },
    },
  })
  const runs = Math.max(1, Number(values.runs) || 3)
  const paths = values.paths ? values.paths.split(',').filter(Boolean) : DEFAULT_PATHS
  const chromePath = ensureChromium()
  const site = values.url ? null : await prepareSite({ reuseBuild: values['reuse-build'], host: 'localhost', port: Number(values.port), imageScale: 1 })
  const server = site ? await startServer(site) : null
  const base = values.url ?? site!.publicUrl
  const failed: string[] = []
  let browser: Browser | null = null
  try {
    if (!values['no-wait']) await waitForQuietMachine()
    for (const path of paths) await (await fetch(new URL(path, base))).arrayBuffer() // a warm server cache, as visitors meet
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    console.log(`Service worker benchmark on ${base}, ${runs} runs per page, Chromium at ${chromePath}`)
    console.log(`commit ${commit}, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${load()} (1/5/15 min)`)
    browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-features=HttpsUpgrades'] })
    for (const path of paths) {
      console.log(`\n(load average ${load()} before ${path})`)
      const url = new URL(path, base).href
      const visits: VisitFigures[] = []
      const withWorker: FirstVisit[] = []
      const without: FirstVisit[] = []
      for (let i = 0; i < runs; i++) {
        visits.push(await visitRun(browser, url))
        if (!values['no-lighthouse']) {
          // Alternating, so that both meet the same load.
          withWorker.push(await firstVisit(url, chromePath, false))
          without.push(await firstVisit(url, chromePath, true))
        }
      }
      failed.push(...report(path, visits, withWorker, without).filter((c) => !c.ok).map((c) => `${path}: ${c.value}, target ${c.label}`))
    }
  } finally {
    await browser?.close()
    if (server) await stopServer(server)
    if (site) removeSite(site, values['keep-data'])
  }
  console.log(`\nload average at the end ${load()} (1/5/15 min), ${new Date().toISOString()}`)
  console.log(failed.length ? `\nTargets missed:\n  ${failed.join('\n  ')}` : '\nEvery target met.')
  process.exitCode = failed.length ? 1 : 0
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
