/**
 * What a page's inlined RSC payload is made of: the `self.__next_f.push` strings of its HTML joined into the
 * Flight stream, split into rows, and every element's props weighed by the component (or HTML tag) that gets them.
 * Answers "what does the payload repeat?" before and after a change.
 *
 *   npx tsx bench/lighthouse/dissect.ts --url http://localhost:4410 --path / [--top 25] [--dump flight.txt] [--dist .next-bench]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

type Row = { id: string; tag: string; body: string }

/** The Flight text of a page: every `[1, "…"]` push, in order. */
export function flightOf(html: string): string {
  const parts: string[] = []
  for (const m of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    const entry = JSON.parse(m[1]) as [number, string?]
    if (entry[0] === 1 && typeof entry[1] === 'string') parts.push(entry[1])
  }
  return parts.join('')
}

/** Rows `id:TAGjson\n`, and text rows `id:T<hex byte length>,<text>`. */
export function rowsOf(flight: string): Row[] {
  const rows: Row[] = []
  const bytes = Buffer.from(flight, 'utf8')
  let i = 0
  while (i < bytes.length) {
    const colon = bytes.indexOf(0x3a, i)
    if (colon < 0) break
    const id = bytes.subarray(i, colon).toString()
    let j = colon + 1
    let tag = ''
    while (j < bytes.length && /[A-Z]/.test(String.fromCharCode(bytes[j]))) tag += String.fromCharCode(bytes[j++])
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, j)
      const length = parseInt(bytes.subarray(j, comma).toString(), 16)
      rows.push({ id, tag, body: bytes.subarray(comma + 1, comma + 1 + length).toString() })
      i = comma + 1 + length
    } else {
      const end = bytes.indexOf(0x0a, j)
      rows.push({ id, tag, body: bytes.subarray(j, end < 0 ? bytes.length : end).toString() })
      i = end < 0 ? bytes.length : end + 1
    }
  }
  return rows
}

/** Client module id → its file name, from a build's client reference manifests (Turbopack ids are numbers). */
function moduleNames(distDir: string | undefined): Map<string, string> {
  const names = new Map<string, string>()
  if (!distDir) return names
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const text = readFileSync(file, 'utf8')
        const json = text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, '')
        const manifest = JSON.parse(json) as { clientModules: Record<string, { id: string | number }> }
        for (const [key, value] of Object.entries(manifest.clientModules)) {
          names.set(String(value.id), key.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '').split('/').slice(-2).join('/'))
        }
      }
    }
  }
  walk(path.join(distDir, 'server', 'app'))
  return names
}

function weigh(rows: Row[], modules: Map<string, string>) {
  const imports = new Map<string, string>()
  for (const row of rows) {
    if (row.tag !== 'I') continue
    const value = JSON.parse(row.body) as [string | number, string[], string]
    const file = modules.get(String(value[0])) ?? String(value[0])
    imports.set(row.id, value[2] === '' || value[2] === 'default' || value[2] === '*' ? file : `${file}#${value[2]}`)
  }
  const byType = new Map<string, { count: number; bytes: number }>()
  const add = (key: string, bytes: number) => {
    const entry = byType.get(key) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += bytes
    byType.set(key, entry)
  }
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      if (node[0] === '$' && node.length === 4 && typeof node[1] === 'string') {
        const type = node[1].startsWith('$L') ? (imports.get(node[1].slice(2)) ?? node[1]) : node[1]
        const props = { ...(node[3] as Record<string, unknown>) }
        const children = props.children
        delete props.children
        add(type, JSON.stringify(props).length)
        for (const value of Object.values(props)) walk(value)
        walk(children)
        return
      }
      node.forEach(walk)
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk)
  }
  for (const row of rows) {
    if (row.tag === '' && (row.body.startsWith('[') || row.body.startsWith('{'))) {
      try {
        walk(JSON.parse(row.body))
      } catch {
        // a row that is not JSON (rare): ignored
      }
    }
  }
  return byType
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      path: { type: 'string', default: '/' },
      top: { type: 'string', default: '25' },
      dump: { type: 'string' },
      dist: { type: 'string', default: '.next-bench' },
    },
  })
  if (!values.url) throw new Error('--url is required')
  const html = await (await fetch(new URL(values.path!, values.url))).text()
  const flight = flightOf(html)
  if (values.dump) writeFileSync(values.dump, flight)
  const rows = rowsOf(flight)
  const tags = new Map<string, number>()
  for (const row of rows) tags.set(row.tag || 'model', (tags.get(row.tag || 'model') ?? 0) + row.body.length)
  console.log(`${values.path}: HTML ${(html.length / 1024).toFixed(1)} KB, flight ${(flight.length / 1024).toFixed(1)} KB in ${rows.length} rows`)
  console.log('rows by kind:', [...tags].map(([t, b]) => `${t} ${(b / 1024).toFixed(1)} KB`).join(', '))
  const byType = [...weigh(rows, moduleNames(values.dist))].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(values.top))
  console.log('props (children excluded) by component or tag:')
  for (const [type, { count, bytes }] of byType) console.log(`  ${type.padEnd(32)} ${String(count).padStart(4)} × ${(bytes / 1024).toFixed(1).padStart(6)} KB`)
}

if (process.argv[1]?.endsWith('dissect.ts')) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
