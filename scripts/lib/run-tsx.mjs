/**
 * Runs a TypeScript script with tsx, again when it dies of an unsettled top-level await (exit code 13).
 * Payload's rich-text package sometimes deadlocks while Node links its ES modules (a cycle with top-level
 * await; see docs/decisions/0001-platform.md). It happens at import, before the script does anything, so
 * running it again is safe.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const UNSETTLED_TOP_LEVEL_AWAIT = 13

export function runTsx(script, args = [], env = process.env, attempts = 5) {
  const tsx = path.resolve('node_modules/.bin/tsx')
  let result
  for (let attempt = 1; attempt <= attempts; attempt++) {
    result = spawnSync(tsx, [script, ...args], { stdio: 'inherit', env })
    if (result.status !== UNSETTLED_TOP_LEVEL_AWAIT) return result.status ?? 1
    console.warn(`${script} stalled while loading its modules (a known upstream issue); starting it again (${attempt}/${attempts})`)
  }
  return result?.status ?? 1
}
