/**
 * Runs a TypeScript script with tsx, with Lexical's plain builds, and again should it die of an unsettled top-level
 * await (exit code 13).
 *
 * Payload's rich-text package deadlocked while Node linked its ES modules, about one start in two (measured
 * 2026-11-26: 4 of 6 `scripts/setup.ts` runs, and once 5 in a row in CI). The cause: for Node, each `@lexical/*` package
 * exports a `.node.mjs` wrapper that picks its dev or prod build with a top-level `await import()`, and those
 * wrappers import one another in cycles, which the ECMAScript module specification resolves as a deadlock when the
 * timing falls badly. The `development` and `production` export conditions come before `node` in their exports, so
 * naming one sends Node straight to that build, with no top-level await (18 of 18 imports settled). Only Lexical's
 * packages use these conditions. The retry stays for anything else that stalls at import, before the script does
 * anything. docs/decisions/0001-platform.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

export const UNSETTLED_TOP_LEVEL_AWAIT = 13
const tsx = () => path.resolve('node_modules/.bin/tsx')
const retrying = (script, attempt, attempts) =>
  console.warn(`${script} stalled while loading its modules (a known upstream issue); starting it again (${attempt}/${attempts})`)

/** `env` with Node told which of Lexical's builds to load (above). */
export function withLexicalBuild(env) {
  const condition = env.NODE_ENV === 'production' ? 'production' : 'development'
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, `--conditions=${condition}`].filter(Boolean).join(' ') }
}

export function runTsx(script, args = [], env = process.env, attempts = 5) {
  let result
  for (let attempt = 1; attempt <= attempts; attempt++) {
    result = spawnSync(tsx(), [script, ...args], { stdio: 'inherit', env: withLexicalBuild(env) })
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
      const child = spawn(tsx(), [script, ...args], { stdio: 'inherit', env: withLexicalBuild(env) })
      child.once('error', () => resolve(1))
      child.once('exit', (code) => resolve(code ?? 1))
    })
    if (status !== UNSETTLED_TOP_LEVEL_AWAIT) return status
    retrying(script, attempt, attempts)
  }
  return status
}
