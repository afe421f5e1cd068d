/**
 * The first-load JavaScript budget (docs/decisions, the ADR on the budget): the reading of a build's manifests,
 * on a tiny build of our own, and, when the e2e step's production build is there, every template against its
 * budget. `npx tsx scripts/check-js-budget.ts` runs the second check on its own, after any build.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { firstLoadBudgets, jsBudget, TEMPLATES } from '../../bench/lighthouse/templates'
import { checkBudgets, firstLoad, firstLoadFiles } from '../budget/first-load'

const route = '/(site)/[locale]/about/page'

function fakeBuild(pageChunk: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budget-'))
  const chunk = (name: string, body: string) => {
    mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
    writeFileSync(path.join(dir, 'static', 'chunks', name), body)
  }
  chunk('framework.js', 'framework();'.repeat(50))
  chunk('layout.js', 'layout();')
  chunk('page.js', pageChunk)
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }))
  const manifest = {
    entryJSFiles: {
      '[project]/src/app/(site)/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/[locale]/about/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    },
  }
  const file = path.join(dir, 'server', 'app', `${route}_client-reference-manifest.js`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify(manifest)};`)
  return dir
}

const builds: string[] = []
afterAll(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('first-load JavaScript from the build output', () => {
  it('counts the framework and every segment chunk of the route once, gzipped', () => {
    const dir = fakeBuild('page();')
    builds.push(dir)
    expect(firstLoadFiles(dir, route)).toEqual(['static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/page.js'])
    const expected = ['framework();'.repeat(50), 'layout();', 'page();'].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
    expect(firstLoad(dir, route).gzip).toBe(expected)
  })

  it('fails a route whose first load grows past its budget', () => {
    const small = fakeBuild('page();')
    const large = fakeBuild(Array.from({ length: 4000 }, (_, i) => `f${i * 7919}();`).join(''))
    builds.push(small, large)
    const budget = firstLoad(small, route).gzip + 100
    expect(checkBudgets(small, { [route]: budget })[0].over).toBe(false)
    expect(checkBudgets(large, { [route]: budget })[0].over).toBe(true)
  })

  it('names a route the build does not have', () => {
    const dir = fakeBuild('page();')
    builds.push(dir)
    expect(() => firstLoad(dir, '/(site)/[locale]/nowhere/page')).toThrow(/no client reference manifest/)
  })

  it('has a budget for every template, at most 180 KB (a text page may exceed its 130 KB only by what the framework takes, ADR 0012)', () => {
    const budgets = firstLoadBudgets()
    expect(Object.keys(budgets)).toHaveLength(TEMPLATES.length)
    for (const t of TEMPLATES) expect(budgets[t.route], t.path).toBeLessThanOrEqual(180 * 1024)
    for (const t of TEMPLATES.filter((t) => !t.text)) expect(budgets[t.route], t.path).toBeLessThanOrEqual(jsBudget(t))
  })
})

// The e2e step's build (scripts/test.mjs builds into $E2E_DIST_DIR or .next-test); absent on a fresh checkout.
const distDir = process.env.E2E_DIST_DIR || '.next-test'
const built = existsSync(path.join(distDir, 'BUILD_ID'))

describe.skipIf(!built)(`the templates of the production build in ${distDir}`, () => {
  it.each(Object.entries(firstLoadBudgets()))('%s stays within its first-load JavaScript budget', (name, budget) => {
    const { gzip, files } = firstLoad(distDir, name)
    expect(gzip, `${name}: ${(gzip / 1024).toFixed(1)} KB in ${files.length} files, budget ${(budget / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget)
  })
})
