/**
 * Scripts that load Payload's config start with Lexical's plain builds (scripts/lib/run-tsx.mjs): the `.node.mjs`
 * wrappers Node picks otherwise choose a build with a top-level await, and their import cycles deadlocked about one
 * start in two. This holds only while Lexical lists `development` and `production` before `node` in its exports.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { withLexicalBuild } from '../../scripts/lib/run-tsx.mjs'

describe('run-tsx', () => {
  it("names Lexical's build for the script's NODE_ENV, keeping any NODE_OPTIONS", () => {
    expect(withLexicalBuild({ NODE_ENV: 'production' }).NODE_OPTIONS).toBe('--conditions=production')
    expect(withLexicalBuild({ NODE_ENV: 'development', NODE_OPTIONS: '--max-old-space-size=4096' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=4096 --conditions=development',
    )
    expect(withLexicalBuild({}).NODE_OPTIONS).toBe('--conditions=development')
  })

  it('relies on an export order Lexical still has: the build conditions before the top-level-await `node` wrapper', () => {
    for (const name of ['lexical', '@lexical/utils', '@lexical/selection', '@lexical/clipboard', '@lexical/headless']) {
      const exports = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).exports['.'].import
      const order = Object.keys(exports)
      expect(order.indexOf('development'), name).toBeGreaterThanOrEqual(0)
      expect(order.indexOf('production'), name).toBeLessThan(order.indexOf('node'))
      expect(order.indexOf('development'), name).toBeLessThan(order.indexOf('node'))
    }
  })
})
