/**
 * Lighthouse 12 on the home page (`/` and `/ar`), mobile preset (Lighthouse's default: a Moto G Power-sized
 * screen, simulated slow 4G and 4x CPU slowdown), median of N runs (default 3) each in a fresh Chromium profile.
 * Prints the four category scores, LCP, TBT, CLS, the JavaScript and total bytes transferred (with and without
 * video, which loads only once it plays), the LCP element, and what kept a category under 100; checks the targets
 * of issue 8 and exits 1 when one is missed.
 *
 *   npx tsx bench/lighthouse/run.ts                      # builds and serves a throwaway site (bench/lib/site.ts)
 *   npx tsx bench/lighthouse/run.ts --reuse-build        # skips the build when .next-bench exists [--port 3950]
 *   npx tsx bench/lighthouse/run.ts --url http://localhost:3000 [--runs 5] [--paths /,/ar] [--save dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { ensureChromium } from '../../scripts/lib/chromium.mjs'
import { prepareSite, removeSite, startServer, stopServer } from '../lib/site'

import { figuresOf, median, type Figures } from './figures'

const TARGETS: Array<{ label: string; ok: (f: Figures) => boolean }> = [
  { label: 'performance ≥ 95', ok: (f) => f.performance >= 95 },
  { label: 'accessibility 100', ok: (f) => f.accessibility === 100 },
  { label: 'best practices 100', ok: (f) => f.bestPractices === 100 },
  { label: 'SEO 100', ok: (f) => f.seo === 100 },
  { label: 'CLS ≤ 0.05', ok: (f) => f.cls <= 0.05 },
  { label: 'JavaScript ≤ 200 KB compressed', ok: (f) => f.scriptBytes <= 200 * 1024 },
  { label: 'total < 1.5 MB without video', ok: (f) => f.totalBytes - f.mediaBytes < 1.5 * 1024 * 1024 },
]

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Recent Chromium first tries https:// for an http:// address and falls back: a redirect that a real
  // (HTTPS) deployment never has, which would add a round trip to every figure here.
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
]

async function audit(url: string, chromePath: string, save?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    if (save) {
      mkdirSync(save, { recursive: true })
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`
      writeFileSync(path.join(save, name), JSON.stringify(result.lhr))
    }
    return figuresOf(result.lhr)
  } finally {
    chrome.kill()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function report(path: string, runs: Figures[]) {
  const m = median(runs)
  console.log(`\n${path}  (median of ${runs.length})`)
  console.log(`  scores       performance ${m.performance} · accessibility ${m.accessibility} · best practices ${m.bestPractices} · SEO ${m.seo}`)
  console.log(`  metrics      LCP ${Math.round(m.lcp)} ms · TBT ${Math.round(m.tbt)} ms · CLS ${m.cls.toFixed(3)} · FCP ${Math.round(m.fcp)} ms`)
  console.log(`  transferred  JavaScript ${kb(m.scriptBytes)} in ${m.scriptCount} files · total ${kb(m.totalBytes)} · without video ${kb(m.totalBytes - m.mediaBytes)}`)
  console.log(`  LCP element  ${runs[0].lcpElement}`)
  console.log(`  runs         ${runs.map((r) => `${r.performance}/${Math.round(r.lcp)}ms/${Math.round(r.tbt)}ms`).join(' · ')} (performance/LCP/TBT)`)
  const missed = [...new Set(runs.flatMap((r) => r.failing))]
  if (missed.length) console.log(`  under 1      ${missed.join(', ')}`)
  return TARGETS.filter((target) => !target.ok(m)).map((target) => `${path}: ${target.label}`)
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      paths: { type: 'string', default: '/,/ar' },
      'reuse-build': { type: 'boolean', default: false },
      /** Where the throwaway site listens (on localhost). */
      port: { type: 'string', default: '3950' },
      'keep-data': { type: 'boolean', default: false },
      /** A folder to write each run's full Lighthouse report (JSON) to. */
      save: { type: 'string' },
    },
  })
  const runs = Math.max(1, Number(values.runs) || 3)
  const paths = values.paths.split(',').filter(Boolean)
  const chromePath = ensureChromium()
  const site = values.url
    ? null
    : await prepareSite({ reuseBuild: values['reuse-build'], host: 'localhost', port: Number(values.port), imageScale: 1 })
  const server = site ? await startServer(site) : null
  const base = values.url ?? site!.url
  const missed: string[] = []
  try {
    // One unmeasured visit per path first, so every measured run meets a warm server cache, as visitors do.
    for (const path of paths) await fetch(new URL(path, base))
    console.log(`Lighthouse 12 (mobile preset) on ${base}, ${runs} runs per page, Chromium at ${chromePath}`)
    // Simulated throttling multiplies the CPU time it observes: on a busy machine every timing grows.
    console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`)
    for (const path of paths) {
      const figures: Figures[] = []
      for (let i = 0; i < runs; i++) figures.push(await audit(new URL(path, base).href, chromePath, values.save))
      missed.push(...report(path, figures))
    }
  } finally {
    if (server) await stopServer(server)
    if (site) removeSite(site, values['keep-data'])
  }
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nEvery target met.')
  process.exitCode = missed.length ? 1 : 0
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
