/**
 * Hands a JSON-LD document from the server component render (React Server Components) to the HTML render of the same
 * page, past the RSC payload. Next renders both in one process, but in separate module graphs, so the shelf lives on
 * `globalThis`. Keyed by the document's hash: the same document is the same entry, whichever render asks. Bounded,
 * since a payload-only render (a client navigation, a prefetch) puts an entry that no HTML render takes.
 */
const SHELF = Symbol.for('dhofar.jsonLdHandoff')
const LIMIT = 500

type Shelf = Map<string, string>

function shelf(): Shelf {
  const holder = globalThis as typeof globalThis & { [SHELF]?: Shelf }
  holder[SHELF] ??= new Map()
  return holder[SHELF]
}

export function putJsonLd(id: string, json: string): void {
  const entries = shelf()
  entries.delete(id)
  entries.set(id, json)
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value!)
}

export function takeJsonLd(id: string): string | undefined {
  return shelf().get(id)
}
