/**
 * Lighthouse 12 on every template of the site in both languages (templates.ts; `--paths` for fewer), mobile preset
 * (Lighthouse's default: a Moto G Power-sized screen, simulated slow 4G and 4x CPU slowdown), median of N runs
 * (default 3) each in a fresh Chromium profile. Prints the four category scores, LCP, TBT, CLS, the JavaScript and
 * total bytes transferred (with and without video, which loads only once it plays), the HTML's size, the LCP
 * element, what kept a category under 100, and each figure beside its target with the machine's load
 * average; exits 1 when a target is missed.
 *
 *   npx tsx bench/lighthouse/run.ts                      # builds and serves a throwaway site (bench/lib/site.ts)
 *   npx tsx bench/lighthouse/run.ts --reuse-build        # skips the build when .next-bench exists [--port 3950]
 *   npx tsx bench/lighthouse/run.ts --url http://localhost:3000 [--runs 5] [--paths /,/ar] [--save dir]
 *   npx tsx bench/lighthouse/run.ts --https 3960        # through nginx's HTTPS (HTTP/2) on that port (ADR 0035)
 *   npx tsx bench/lighthouse/run.ts --url https://localhost:3960   # serve.ts --https: a throwaway certificate
 *   npx tsx bench/lighthouse/weigh.ts --url http://localhost:3950  # bytes only, no browser (deterministic)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { ensureChromium } from '../../scripts/lib/chromium.mjs'
import { CHROME_FLAGS, prepareSite, removeSite, startHttpsFront, startServer, stopServer } from '../lib/site'

import { figuresOf, median, type Figures } from './figures'
import { allPaths, jsBudget, templateOf, type Template } from './templates'

type Target = { label: string; value: (f: Figures) => string; ok: (f: Figures) => boolean }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A category at 100, or under it only by audits the template is allowed to fail (templates.ts). */
function categoryOk(f: Figures, score: number, id: string, template: Template | undefined) {
  if (score === 100) return true
  const allowed = template?.allowed?.[id] ?? []
  const failing = f.failing.filter((entry) => entry.startsWith(`${id}:`)).map((entry) => entry.slice(id.length + 1))
  return allowed.length > 0 && failing.every((audit) => allowed.includes(audit))
}

/** The targets for one template (a path without a known template gets the non-text ones). */
function targetsOf(template: Template | undefined): Target[] {
  const text = template?.text ?? false
  const jsLimit = template ? jsBudget(template) : 180 * 1024
  const targets: Target[] = [
    { label: `performance ≥ ${text ? 100 : 95}`, value: (f) => String(f.performance), ok: (f) => f.performance >= (text ? 100 : 95) },
    { label: 'accessibility 100', value: (f) => String(f.accessibility), ok: (f) => f.accessibility === 100 },
    { label: 'best practices 100', value: (f) => String(f.bestPractices), ok: (f) => categoryOk(f, f.bestPractices, 'best-practices', template) },
    { label: 'SEO 100', value: (f) => String(f.seo), ok: (f) => categoryOk(f, f.seo, 'seo', template) },
    { label: 'TBT ≤ 150 ms', value: (f) => `${Math.round(f.tbt)} ms`, ok: (f) => f.tbt <= 150 },
    { label: 'CLS ≤ 0.02', value: (f) => f.cls.toFixed(3), ok: (f) => f.cls <= 0.02 },
    { label: 'LCP ≤ 2.5 s', value: (f) => `${(f.lcp / 1000).toFixed(2)} s`, ok: (f) => f.lcp <= 2500 },
    { label: `JavaScript ≤ ${kb(jsLimit)} compressed`, value: (f) => kb(f.scriptBytes), ok: (f) => f.scriptBytes <= jsLimit },
  ]
  const htmlLimit = template?.htmlBudget
  if (htmlLimit) targets.push({ label: `HTML ≤ ${kb(htmlLimit)}`, value: (f) => kb(f.htmlBytes), ok: (f) => f.htmlBytes <= htmlLimit })
  return targets
}

/** An https:// address on this machine: served with a throwaway certificate (serve.ts --https, bench/lib/site.ts). */
const isLocalHttps = (url: URL) => url.protocol === 'https:' && ['localhost', '127.0.0.1'].includes(url.hostname)

/** One unmeasured visit (a throwaway certificate accepted on this machine). */
async function visit(url: URL): Promise<void> {
  if (!isLocalHttps(url)) return void (await (await fetch(url)).arrayBuffer())
  await new Promise<void>((resolve, reject) => {
    https.get(url, { rejectUnauthorized: false }, (res) => res.resume().on('end', resolve).on('error', reject)).on('error', reject)
  })
}

async function audit(url: string, chromePath: string, save?: string): Promise<Figures> {
  const flags = isLocalHttps(new URL(url)) ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
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

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run is made again, twice at most. */
async function auditWithRetry(url: string, chromePath: string, save?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePath, save)
    } catch (error) {
      if (attempt >= 3) throw error
      console.log(`  (run again: ${error instanceof Error ? error.message : String(error)})`)
    }
  }
}

function report(path: string, runs: Figures[]) {
  const m = median(runs)
  console.log(`\n${path}  (median of ${runs.length})`)
  console.log(`  scores       performance ${m.performance} · accessibility ${m.accessibility} · best practices ${m.bestPractices} · SEO ${m.seo}`)
  console.log(`  metrics      LCP ${Math.round(m.lcp)} ms · TBT ${Math.round(m.tbt)} ms · CLS ${m.cls.toFixed(3)} · FCP ${Math.round(m.fcp)} ms`)
  console.log(`  transferred  JavaScript ${kb(m.scriptBytes)} in ${m.scriptCount} files · total ${kb(m.totalBytes)} · without video ${kb(m.totalBytes - m.mediaBytes)} · HTML ${kb(m.htmlBytes)} uncompressed`)
  console.log(`  LCP element  ${runs[0].lcpElement}`)
  console.log(`  runs         ${runs.map((r) => `${r.performance}/${Math.round(r.lcp)}ms/${Math.round(r.tbt)}ms`).join(' · ')} (performance/LCP/TBT)`)
  const missed = [...new Set(runs.flatMap((r) => r.failing))]
  if (missed.length) console.log(`  under 1      ${missed.join(', ')}`)
  const targets = targetsOf(templateOf(path))
  console.log(`  targets      ${targets.map((t) => `${t.ok(m) ? '✔' : '✖'} ${t.value(m)} (${t.label})`).join(' · ')}`)
  return targets.filter((target) => !target.ok(m)).map((target) => `${path}: ${target.value(m)}, target ${target.label}`)
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      /** Comma-separated; default: every template in both languages (templates.ts). */
      paths: { type: 'string' },
      'reuse-build': { type: 'boolean', default: false },
      /** Where the throwaway site listens (on localhost). */
      port: { type: 'string', default: '3950' },
      /** The throwaway site measured through nginx's HTTPS (HTTP/2) on this port, as deployed (ADR 0035). */
      https: { type: 'string' },
      'keep-data': { type: 'boolean', default: false },
      /** A folder to write each run's full Lighthouse report (JSON) to. */
      save: { type: 'string' },
    },
  })
  const runs = Math.max(1, Number(values.runs) || 3)
  const paths = values.paths ? values.paths.split(',').filter(Boolean) : allPaths()
  const chromePath = ensureChromium()
  const httpsPort = values.https ? Number(values.https) : undefined
  const site = values.url
    ? null
    : await prepareSite({ reuseBuild: values['reuse-build'], host: 'localhost', port: Number(values.port), imageScale: 1, httpsPort })
  const server = site ? await startServer(site) : null
  const base = values.url ?? site!.publicUrl
  const missed: string[] = []
  let front: Awaited<ReturnType<typeof startHttpsFront>> | null = null
  try {
    if (site && httpsPort) front = await startHttpsFront(site)
    // One unmeasured visit per path first, so every measured run meets a warm server cache, as visitors do.
    for (const path of paths) await visit(new URL(path, base))
    console.log(`Lighthouse 12 (mobile preset) on ${base}, ${runs} runs per page, Chromium at ${chromePath}`)
    // Simulated throttling multiplies the CPU time it observes: on a busy machine every timing grows.
    console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`)
    for (const path of paths) {
      // Printed per page too: a long run spans minutes in which other work may start or stop.
      console.log(`\n(load average ${os.loadavg()[0].toFixed(1)} before ${path})`)
      const figures: Figures[] = []
      for (let i = 0; i < runs; i++) figures.push(await auditWithRetry(new URL(path, base).href, chromePath, values.save))
      missed.push(...report(path, figures))
    }
  } finally {
    await front?.stop()
    if (server) await stopServer(server)
    if (site) removeSite(site, values['keep-data'])
  }
  console.log(`\nload average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`)
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nEvery target met.')
  process.exitCode = missed.length ? 1 : 0
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
