/**
 * A page's first-load JavaScript, read from a production build's output rather than measured in a browser: the
 * framework's root files (build-manifest.json `rootMainFiles`) and every chunk the route's client reference
 * manifest names for its segments (layout, page, error and not-found boundaries): exactly the <script src> tags
 * Next writes into the page's HTML. Each file is gzipped at level 9, about what the server sends.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

type RscManifest = { entryJSFiles?: Record<string, string[]> }

/** The route's app-directory id, e.g. `/(site)/[locale]/about/page`. */
export function firstLoadFiles(distDir: string, route: string): string[] {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
  const file = path.join(distDir, 'server', 'app', `${route}_client-reference-manifest.js`)
  if (!existsSync(file)) throw new Error(`no client reference manifest for ${route} in ${distDir} (is it a built route?)`)
  // The manifest is a script assigning globalThis.__RSC_MANIFEST[route]: run it in an empty context.
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, RscManifest> } = {}
  context.globalThis = context
  vm.runInNewContext(readFileSync(file, 'utf8'), context)
  const manifest = context.__RSC_MANIFEST?.[route]
  if (!manifest?.entryJSFiles) throw new Error(`${file} has no entryJSFiles for ${route}`)
  return [...new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()])]
}

export type FirstLoad = { route: string; files: Array<{ file: string; gzip: number }>; gzip: number }

export function firstLoad(distDir: string, route: string): FirstLoad {
  const files = firstLoadFiles(distDir, route).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }))
  return { route, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) }
}

export type BudgetResult = FirstLoad & { budget: number; over: boolean }

/** Each route's first load beside its budget (bytes, gzipped). */
export function checkBudgets(distDir: string, budgets: Record<string, number>): BudgetResult[] {
  return Object.entries(budgets).map(([route, budget]) => {
    const load = firstLoad(distDir, route)
    return { ...load, budget, over: load.gzip > budget }
  })
}
