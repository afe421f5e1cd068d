/**
 * How long the interactive map holds a phone's main thread while it draws itself. The map is the one template
 * whose code keeps running after the page has loaded (Leaflet is fetched once the page is idle, ./MapView), so
 * Lighthouse's blocking time there is mostly the map's own first drawing. This measures that part alone, in a
 * real (not simulated) Chromium slowed down 4× like Lighthouse's mobile preset, with a phone's screen:
 *
 *   - `before load`: blocking time (the part of each long task over 50 ms) up to the load event: the page's start;
 *   - `map`: blocking time from the load event until the last wilayat name is placed, and the longest task in it;
 *   - `drawn`: milliseconds from the load event until then;
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

type Run = { beforeLoad: number; map: number; longest: number; drawn: number; choose: number }

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '7' }, paths: { type: 'string', default: '/interactiveMap,/ar/interactiveMap' } },
  })
  const runs = Number(values.runs)
  await forEachPath(values.url, values.paths, async (browser, url, path) => {
    const results: Run[] = []
    for (let i = 0; i < runs; i++) {
      const { context, page, recorded } = await throttledPage(browser)
      await page.goto(url, { waitUntil: 'load' })
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
      const after = tasks.filter(([start]) => start >= load && start <= drawnAt)
      results.push({
        beforeLoad: blocking(tasks.filter(([start]) => start < load)),
        map: blocking(after),
        longest: Math.max(0, ...after.map(([, d]) => d)),
        drawn: drawnAt - load,
        choose: Math.max(0, ...tasks.filter(([start]) => start >= chosenAt).map(([, d]) => d)),
      })
      await context.close()
    }
    const r = (key: keyof Run) => Math.round(median(results.map((run) => run[key])))
    console.log(
      `${path} (median of ${runs}, load average ${loadAverage()}): before load ${r('beforeLoad')} ms blocking;` +
        ` map ${r('map')} ms blocking, longest task ${r('longest')} ms; drawn ${r('drawn')} ms after load;` +
        ` choose: longest task ${r('choose')} ms`,
    )
    console.log(`  runs (map blocking): ${results.map((run) => Math.round(run.map)).join(', ')}`)
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
