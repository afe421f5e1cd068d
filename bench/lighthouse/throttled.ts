/**
 * A phone-sized page in a real Chromium slowed down 4× (as Lighthouse's mobile preset simulates), recording every
 * long task: what `map-draw.ts` and `blocking.ts` measure with. Each page gets a fresh context (cold caches).
 */
import os from 'node:os'

import { chromium, type Browser } from '@playwright/test'

import { ensureChromium } from '../../scripts/lib/chromium.mjs'

export type Task = [start: number, duration: number]

/** Blocking time: the part of each long task over 50 ms. */
export const blocking = (tasks: readonly Task[]) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
export { middle as median } from './figures'
export const loadAverage = () => os.loadavg()[0].toFixed(1)

async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--disable-features=HttpsUpgrades'] })
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min), 4× CPU slowdown`)
  return browser
}

/**
 * Launches the browser, then measures each of the comma-separated `paths` of the site at `base` in turn, after one
 * unmeasured request that warms the server (its own cache is warm for real visitors).
 */
export async function forEachPath(base: string | undefined, paths: string, measure: (browser: Browser, url: string, path: string) => Promise<void>) {
  if (!base) throw new Error('--url is required (a site served by `npx tsx bench/lighthouse/serve.ts`)')
  const browser = await launch()
  try {
    for (const path of paths.split(',').filter(Boolean)) {
      const url = new URL(path, base).href
      await fetch(url)
      await measure(browser, url, path)
    }
  } finally {
    await browser.close()
  }
}

/** A new phone-sized page slowed down 4×, with the long tasks (and the load event's time) readable at any moment. */
export async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: Task[] }
    w.__tasks = []
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) w.__tasks.push([task.startTime, task.duration])
    }).observe({ type: 'longtask', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const recorded = () =>
    page.evaluate(() => ({
      tasks: (window as unknown as { __tasks: Task[] }).__tasks,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
    }))
  return { context, page, cdp, recorded }
}
