/**
 * Search benchmark: `npx tsx bench/search/run.ts [pages] [queries per language]` (defaults 10000 and 2500).
 * Builds both languages' indexes with the site's own code (toSearchDocument → upsertPage, as the store does
 * after a database read) from generated pages, then times queries through searchIndex, as the API runs them.
 * See README.md for what it measures and the figures on the project machine.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import { toSearchDocument } from '@/features/search/document'
import { createPageIndex, searchIndex, upsertPage, type PageIndex } from '@/features/search/engine'

import { benchPage, randomGenerator, type Lang } from './corpus'
import { benchQueries, type BenchQuery } from './queries'

const PAGES = Number(process.argv[2] ?? 10_000)
const QUERIES = Number(process.argv[3] ?? 2_500)
const LIMIT = 20 // the API's default page of results

// A collection before each heap reading, without asking for `node --expose-gc`.
v8.setFlagsFromString('--expose_gc')
const gc = vm.runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  return process.memoryUsage().heapUsed / 2 ** 20
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (value: number) => value.toFixed(2)

function build(lang: Lang): { index: PageIndex; seconds: number } {
  const started = performance.now()
  const index = createPageIndex()
  // One page at a time, as the store's batched reads do: the generated text is garbage once indexed.
  for (let id = 1; id <= PAGES; id += 1) upsertPage(index, toSearchDocument(benchPage(id, lang)))
  return { index, seconds: (performance.now() - started) / 1000 }
}

/**
 * Wall time is what a visitor waits; CPU time (this process's user + system time, from getrusage) is what a
 * query costs. They differ when other programs compete for the CPU, as builds do on a shared machine.
 */
function time(index: PageIndex, lang: Lang, queries: BenchQuery[]) {
  for (const { term } of queries.slice(0, 200)) searchIndex(index, term, lang, LIMIT) // warm-up (JIT)
  const wall = new Map<string, number[]>()
  const cpu = new Map<string, number[]>()
  let found = 0
  for (const { kind, term } of queries) {
    const cpuStart = process.cpuUsage()
    const started = performance.now()
    const hits = searchIndex(index, term, lang, LIMIT)
    const elapsed = performance.now() - started
    const used = process.cpuUsage(cpuStart)
    if (hits.length) found += 1
    for (const key of ['all', kind]) {
      wall.set(key, [...(wall.get(key) ?? []), elapsed])
      cpu.set(key, [...(cpu.get(key) ?? []), (used.user + used.system) / 1000])
    }
  }
  return { wall, cpu, found }
}

function shuffled<T>(list: T[]): T[] {
  const random = randomGenerator(99)
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1)
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

const heapBefore = heapMb()
const indexes: Partial<Record<Lang, PageIndex>> = {}
const rows: string[][] = []
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ')
console.log(`Search benchmark: ${PAGES} pages per language, ${QUERIES} queries per language, top ${LIMIT}`)
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${load()}\n`)
for (const lang of ['ar', 'en'] as const) {
  const before = heapMb()
  const { index, seconds } = build(lang)
  indexes[lang] = index
  const after = heapMb()
  console.log(
    `${lang}: built in ${seconds.toFixed(1)} s · ${index.documentCount} pages · ${index.termCount} terms · ` +
      `index heap ${(after - before).toFixed(0)} MB`,
  )
  const queries = shuffled(benchQueries(lang, QUERIES))
  const { wall, cpu, found } = time(index, lang, queries)
  console.log(`${lang}: ${queries.length} queries, ${found} with results\n`)
  for (const [kind, samples] of wall) {
    const sorted = [...samples].sort((a, b) => a - b)
    const cpuSorted = [...(cpu.get(kind) ?? [])].sort((a, b) => a - b)
    rows.push([
      lang, kind, String(sorted.length),
      ...[50, 95, 99].map((p) => ms(percentile(sorted, p))), ms(sorted[sorted.length - 1]),
      ...[50, 95].map((p) => ms(percentile(cpuSorted, p))),
    ])
  }
}
const heapAfter = heapMb()

const header = ['lang', 'queries', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'cpu p50', 'cpu p95']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
console.log(line(header))
console.log(`|${widths.map((w, i) => (i < 2 ? `${'-'.repeat(w + 1)}-` : `-${'-'.repeat(w + 1)}`)).join('|')}|`)
for (const row of rows) console.log(line(row))
console.log(`\nload average at the end: ${load()}`)
console.log(`heap used: ${heapBefore.toFixed(0)} MB before, ${heapAfter.toFixed(0)} MB with both indexes (${(heapAfter - heapBefore).toFixed(0)} MB)`)
const totals = rows.filter((r) => r[1] === 'all')
const verdict = (column: number) => (totals.every((r) => Number(r[column]) < 30) ? 'met' : 'NOT met')
console.log(`target p95 < 30 ms: ${verdict(4)} in wall time (${totals.map((r) => `${r[0]} ${r[4]} ms`).join(', ')}), ` +
  `${verdict(8)} in CPU time (${totals.map((r) => `${r[0]} ${r[8]} ms`).join(', ')})`)
void indexes
