/**
 * Where a page's main-thread time goes in a real Chromium slowed down 4× with a phone's screen (./throttled.ts):
 * the blocking time (the part of each long task over 50 ms) from navigation until 4 s after the load event, and,
 * from a CPU profile of the same visits, the functions with the most time of their own, named by script file and
 * (minified) name. Lighthouse's blocking time is simulated and, on a busy 2-core machine, too noisy to resolve a
 * change of a few tens of milliseconds; this is what finds such work and shows it gone.
 *
 *   npx tsx bench/lighthouse/blocking.ts --url http://localhost:41950 [--runs 5] [--paths /upcoming-events] [--top 8]
 *
 * Medians over `--runs` fresh visits (after one unmeasured request that warms the server), with the load average.
 */
import { parseArgs } from 'node:util'

import { blocking, forEachPath, loadAverage, median, throttledPage } from './throttled'

type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string } }[]; samples: number[]; timeDeltas: number[] }

/** Milliseconds of each function's own time, keyed "script.js name". */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const times = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!
    if (!frame.url) return // idle, program, garbage collector
    const key = `${frame.url.replace(/^.*\//, '')} ${frame.functionName || '(anonymous)'}`
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
  })
  return times
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '5' },
      paths: { type: 'string', default: '/upcoming-events,/ar/upcoming-events' },
      top: { type: 'string', default: '8' },
    },
  })
  const runs = Number(values.runs)
  await forEachPath(values.url, values.paths, async (browser, url, path) => {
    const totals: number[] = []
    const profiles: Map<string, number>[] = []
    for (let i = 0; i < runs; i++) {
      const { context, page, cdp, recorded } = await throttledPage(browser)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(4000)
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
      const { tasks } = await recorded()
      totals.push(blocking(tasks))
      profiles.push(selfTimes(profile))
      await context.close()
    }
    console.log(`${path} (median of ${runs}, load average ${loadAverage()}): ${Math.round(median(totals))} ms blocking`)
    console.log(`  runs: ${totals.map(Math.round).join(', ')}`)
    const keys = new Set(profiles.flatMap((times) => [...times.keys()]))
    const medians = [...keys].map((key) => [key, median(profiles.map((times) => times.get(key) ?? 0))] as const)
    for (const [key, ms] of medians.sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
      console.log(`  ${Math.round(ms).toString().padStart(5)} ms  ${key}`)
    }
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
