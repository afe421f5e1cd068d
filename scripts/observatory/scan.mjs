#!/usr/bin/env node
/**
 * The MDN HTTP Observatory's grade for a site, with its own published code (@mdn/mdn-http-observatory, installed
 * in this folder on first use, apart from the site's dependencies: see package.json's description):
 *
 *   node scripts/observatory/scan.mjs www.example.om
 *   node scripts/observatory/scan.mjs localhost --http-port 8080 --https-port 8443 [--path /ar] [--json]
 *
 * The package's own `scan()` (and its `mdn-http-observatory-scan` command) always uses ports 80 and 443 and the
 * path `/`; its retriever takes other ports and a path, so this runs the retriever with them and then exactly what
 * `scan()` does with a retrieval (src/scanner/index.js of 1.4.8): every test, the score table, the extra credit
 * only from an uncurved A, the grade chart. A certificate the client does not trust is graded as the Observatory
 * grades it (HSTS and redirection fail): to scan a test certificate, start this with NODE_EXTRA_CA_CERTS naming
 * its authority, as scripts/lib/observatory.mjs does.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const here = path.dirname(fileURLToPath(import.meta.url))
const pkg = path.join(here, 'node_modules', '@mdn', 'mdn-http-observatory')

/**
 * `npm ci --ignore-scripts`: the package's scripts download Chromium's HSTS preload list and a CA bundle and build
 * a PostgreSQL client for its API server; the scan needs none of them. Without the list's download (offline) an
 * empty list is written: no host is then graded as preloaded, which only matters for a domain that is (it would
 * get "preloaded" in place of a passing HSTS and redirection result).
 */
export function ensureInstalled() {
  if (!existsSync(path.join(pkg, 'package.json'))) {
    console.error('[observatory] installing @mdn/mdn-http-observatory into scripts/observatory (once)')
    const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: ['ignore', 'ignore', 'inherit'] })
    if (npm.status !== 0) throw new Error('npm ci in scripts/observatory failed')
  }
  const preload = path.join(pkg, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) {
    spawnSync(process.execPath, [path.join(pkg, 'src', 'retrieve-hsts.js')], { stdio: 'ignore', timeout: 20_000 })
    if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  }
}

/**
 * @param {string} hostname
 * @param {{ httpPort?: string, httpsPort?: string, path?: string }} options
 */
export async function observatoryScan(hostname, options = {}) {
  ensureInstalled()
  const from = (file) => import(path.join(pkg, 'src', file))
  const [{ retrieve }, { ALL_TESTS, NUM_TESTS, ALGORITHM_VERSION }, grader, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all([
    from('retriever/retriever.js'),
    from('constants.js'),
    from('grader/grader.js'),
    from('grader/charts.js'),
  ])
  const retrieval = await retrieve(hostname, options)
  const auto = retrieval.responses.auto
  if (!auto) throw new Error(`${hostname}: no answer`)
  if (auto.status < 200 || (auto.status >= 400 && ![401, 403].includes(auto.status))) throw new Error(`${hostname}: HTTP ${auto.status}`)

  // From here on, src/scanner/index.js.
  let passed = 0
  let withExtraCredit = 100
  let uncurved = 100
  const tests = ALL_TESTS.map((test) => {
    const output = test(retrieval)
    if (output.result) {
      output.scoreModifier = grader.getScoreModifier(output.result)
      passed += output.pass ? 1 : 0
      withExtraCredit += output.scoreModifier
      if (output.scoreModifier < 0) uncurved += output.scoreModifier
    }
    return { name: output.constructor.name, pass: output.pass, result: output.result, scoreModifier: output.scoreModifier }
  })
  const { grade, score } = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  return {
    version: JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).version,
    algorithmVersion: ALGORITHM_VERSION,
    url: retrieval.session?.url.href,
    statusCode: auto.status,
    grade,
    score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    tests,
    responseHeaders: auto.headers.toJSON ? auto.headers.toJSON() : auto.headers,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'http-port': { type: 'string' }, 'https-port': { type: 'string' }, path: { type: 'string' }, json: { type: 'boolean' } },
  })
  if (positionals.length !== 1) {
    console.error('usage: node scripts/observatory/scan.mjs <hostname> [--http-port N] [--https-port N] [--path /p] [--json]')
    process.exit(2)
  }
  try {
    const result = await observatoryScan(positionals[0], { httpPort: values['http-port'], httpsPort: values['https-port'], path: values.path })
    if (values.json) console.log(JSON.stringify(result, null, 2))
    else {
      console.log(`${result.url}: ${result.grade} (${result.score}), ${result.testsPassed}/${result.testsQuantity} tests passed (MDN HTTP Observatory ${result.version}, algorithm ${result.algorithmVersion})`)
      for (const test of result.tests) console.log(`  ${test.pass ? '✔' : '✖'} ${test.name.padEnd(30)} ${String(test.scoreModifier).padStart(3)}  ${test.result}`)
    }
  } catch (error) {
    console.error(`[observatory] ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
