/**
 * The bytes of every template's first load, without a browser: the HTML as served (uncompressed) and the scripts its
 * <script src> tags name, gzipped (level 9, about what the server sends). Deterministic, so it can guide work on a busy
 * machine where Lighthouse's timings cannot.
 *
 *   npx tsx bench/lighthouse/weigh.ts --url http://localhost:41234 [--paths /,/ar] [--json out.json]
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { allPaths, jsBudget, templateOf } from './templates'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function weigh(base: string, path: string, cache: Map<string, number>) {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const html = await response.text()
  // Modern browsers skip `noModule` scripts (Next's polyfills): they are not part of a phone's first load.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1] + m[3]))
  const sources = [...new Set(tags.map((m) => m[2].replace(/&amp;/g, '&')))]
  let js = 0
  for (const src of sources) {
    if (!cache.has(src)) cache.set(src, gzipSync(await (await fetch(new URL(src, base))).arrayBuffer(), { level: 9 }).length)
    js += cache.get(src)!
  }
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].reduce((sum, m) => sum + m[1].length, 0)
  return { path, html: Buffer.byteLength(html), flight, js, scripts: sources.length }
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, paths: { type: 'string' }, json: { type: 'string' } } })
  if (!values.url) throw new Error('--url is required')
  const paths = values.paths ? values.paths.split(',').filter(Boolean) : allPaths()
  const cache = new Map<string, number>()
  const rows = []
  console.log('path | HTML | of which RSC payload | JS gzipped (files) | JS budget')
  for (const path of paths) {
    const row = await weigh(values.url, path, cache)
    rows.push(row)
    const template = templateOf(path)
    const budget = template ? jsBudget(template) : undefined
    const htmlNote = template?.htmlBudget ? ` (≤ ${kb(template.htmlBudget)}${row.html > template.htmlBudget ? ' MISSED' : ''})` : ''
    console.log(
      `${path} | ${kb(row.html)}${htmlNote} | ${kb(row.flight)} | ${kb(row.js)} (${row.scripts}) | ${budget ? `≤ ${kb(budget)}${row.js > budget ? ' MISSED' : ''}` : ''}`,
    )
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2))
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
