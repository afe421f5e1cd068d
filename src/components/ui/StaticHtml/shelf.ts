/**
 * Hands a static part's snapshot from the server component render to the HTML render of the same page, past the RSC
 * payload (as ../JsonLd/handoff.ts does for scripts: one process, separate module graphs, so the shelf is on
 * `globalThis`). Keyed by the snapshot's hash, so every page with the same footer shares one entry; bounded, since a
 * payload-only render (a client navigation, a prefetch) puts an entry that no HTML render takes.
 */
import type { HostNode } from './snapshot'

const SHELF = Symbol.for('dhofar.staticHtmlHandoff')
const LIMIT = 200

type Shelf = Map<string, HostNode>

function shelf(): Shelf {
  const holder = globalThis as typeof globalThis & { [SHELF]?: Shelf }
  holder[SHELF] ??= new Map()
  return holder[SHELF]
}

export function putStatic(key: string, tree: HostNode): void {
  const entries = shelf()
  entries.delete(key)
  entries.set(key, tree)
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value!)
}

export function takeStatic(key: string): HostNode | undefined {
  return shelf().get(key)
}
