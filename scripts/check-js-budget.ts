/**
 * Fails (exit 1) when a template's first-load JavaScript, read from a production build's manifests (no browser, no
 * timer), is over its budget (bench/lighthouse/templates.ts, docs/decisions ADR "JavaScript budget").
 *
 *   npx tsx scripts/check-js-budget.ts [distDir]     # default: $E2E_DIST_DIR or .next-test (the e2e step's build)
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { firstLoadBudgets } from '../bench/lighthouse/templates'
import { checkBudgets } from '../tests/budget/first-load'

const distDir = process.argv[2] ?? process.env.E2E_DIST_DIR ?? '.next-test'
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`next build\` (or the e2e step) first.`)
  process.exit(1)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const results = checkBudgets(distDir, firstLoadBudgets())
for (const r of results) {
  console.log(`${r.over ? '✖' : '✔'} ${r.route.padEnd(48)} ${kb(r.gzip).padStart(9)} of ${kb(r.budget)} (${r.files.length} files, gzip -9)`)
}
const over = results.filter((r) => r.over)
if (over.length) {
  console.error(`\n${over.length} template(s) over their first-load JavaScript budget: see the ADR on the budget before raising one.`)
  process.exit(1)
}
console.log(`\nEvery template within its first-load JavaScript budget (${distDir}).`)
