/**
 * Runs a TypeScript script with tsx, again when it dies of an unsettled top-level await (exit code 13).
 * Payload's rich-text package sometimes deadlocks while Node links its ES modules (a cycle with top-level
 * await; see docs/decisions/0001-platform.md). It happens at import, before the script does anything, so
 * running it again is safe.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const tsx = () => path.resolve('node_modules/.bin/tsx')
const retrying = (script, attempt, attempts) =>
  console.warn(`${script} stalled while loading its modules (a known upstream issue); starting it again (${attempt}/${attempts})`)

export function runTsx(script, args = [], env = process.env, attempts = 5) {
  let result
  for (let attempt = 1; attempt <= attempts; attempt++) {
    result = spawnSync(tsx(), [script, ...args], { stdio: 'inherit', env })
    if (result.status !== UNSETTLED_TOP_LEVEL_AWAIT) return result.status ?? 1
    retrying(script, attempt, attempts)
  }
  return result?.status ?? 1
}

/** The same, without blocking this process (so that something else can run beside it). Resolves to the exit code. */
export async function runTsxAsync(script, args = [], env = process.env, attempts = 5) {
  let status = 1
  for (let attempt = 1; attempt <= attempts; attempt++) {
    status = await new Promise((resolve) => {
      const child = spawn(tsx(), [script, ...args], { stdio: 'inherit', env })
      child.once('error', () => resolve(1))
      child.once('exit', (code) => resolve(code ?? 1))
    })
    if (status !== UNSETTLED_TOP_LEVEL_AWAIT) return status
    retrying(script, attempt, attempts)
  }
  return status
}
