/**
 * How long the interactive map holds a phone's main thread while it draws itself, in a real (not simulated)
 * Chromium slowed down 4× like Lighthouse's mobile preset, with a phone's screen. Since ADR 0033 the page comes
 * with the server's drawing of the map, and Leaflet is fetched when the visitor reaches for the map (here: the
 * pointer moves over it, a quiet second after the load event); before it, Leaflet was fetched once the page had
 * loaded. The script measures either build:
 *
 *   - `before load`: blocking time (the part of each long task over 50 ms) up to the load event: the page's start;
 *   - `idle`: with the server's drawing, blocking time from the load event until the visitor reaches for the map;
 *   - `map`: blocking time from the load event (or, with the drawing, from reaching for the map) until Leaflet's last
 *     wilayat name is placed, and the longest task in it;
 *   - `drawn`: milliseconds from that same start until then;
 *   - `shown`: milliseconds from the navigation until the wilayats are first painted: the first contentful paint
 *     with the server's drawing, Leaflet's `drawn` without it;
 *   - `choose`: the longest task in the second after the visitor chooses a wilayat in the list beside the map
 *     (Taqah): how long that tap waits, the map's part of its Interaction to Next Paint.
 *
 *   npx tsx bench/lighthouse/map-draw.ts --url http://localhost:41950 [--runs 7] [--paths /interactiveMap]
 *
 * Each run is a fresh browser context (cold caches) after one unmeasured visit that warms the server. The medians
 * over the runs are printed with the machine's load average: on a busy machine every figure grows.
 */
import { parseArgs } from 'node:util'

import { blocking, forEachPath, loadAverage, median, throttledPage } from './throttled'

type Run = { beforeLoad: number; idle: number; map: number; longest: number; drawn: number; shown: number; choose: number }

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '7' }, paths: { type: 'string', default: '/interactiveMap,/ar/interactiveMap' } },
  })
  const runs = Number(values.runs)
  await forEachPath(values.url, values.paths, async (browser, url, path) => {
    const results: Run[] = []
    let withDrawing = false
    for (let i = 0; i < runs; i++) {
      const { context, page, recorded } = await throttledPage(browser)
      await page.goto(url, { waitUntil: 'load' })
      const drawing = page.locator('[data-static-map]')
      let reachedAt: number | null = null
      if (await drawing.count()) {
        withDrawing = true
        await page.waitForTimeout(1000)
        reachedAt = await page.evaluate(() => performance.now())
        await drawing.hover()
      }
      // Drawn: every name is in place and decluttering has decided which show; then a quiet second.
      await page.locator('.dhofar-map .region-label').nth(9).waitFor({ state: 'attached', timeout: 60_000 })
      const drawnAt = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))),
      )
      await page.waitForTimeout(1000)
      const chosenAt = await page.evaluate(() => performance.now())
      await page.locator('button[data-region="Taqah"]').click()
      await page.waitForTimeout(1000)
      const { tasks, load } = await recorded()
      const from = reachedAt ?? load
      const after = tasks.filter(([start]) => start >= from && start <= drawnAt)
      const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
      results.push({
        beforeLoad: blocking(tasks.filter(([start]) => start < load)),
        idle: blocking(tasks.filter(([start]) => start >= load && start < from)),
        map: blocking(after),
        longest: Math.max(0, ...after.map(([, d]) => d)),
        drawn: drawnAt - from,
        shown: reachedAt === null ? drawnAt : painted,
        choose: Math.max(0, ...tasks.filter(([start]) => start >= chosenAt).map(([, d]) => d)),
      })
      await context.close()
    }
    const r = (key: keyof Run) => Math.round(median(results.map((run) => run[key])))
    console.log(
      `${path} (median of ${runs}, load average ${loadAverage()}): before load ${r('beforeLoad')} ms blocking;` +
        ` idle ${r('idle')} ms blocking; map ${r('map')} ms blocking, longest task ${r('longest')} ms;` +
        ` drawn ${r('drawn')} ms after ${withDrawing ? 'reaching for the map' : 'load'};` +
        ` shown ${r('shown')} ms after navigation; choose: longest task ${r('choose')} ms`,
    )
    console.log(`  runs (map blocking): ${results.map((run) => Math.round(run.map)).join(', ')}`)
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
