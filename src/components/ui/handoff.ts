/**
 * Hands data from the server component render (React Server Components) to the HTML render of the same page, past
 * the RSC payload: the JSON-LD scripts (./JsonLd) and the static parts' snapshots (./StaticHtml). Next renders both
 * in one process but in separate module graphs, so each shelf lives on `globalThis` under its own symbol. Keyed by
 * a hash of the content: the same content is the same entry, whichever render asks. Bounded, since a payload-only
 * render (a client navigation, a prefetch) puts an entry that no HTML render takes.
 */
export type Handoff<T> = {
  put(key: string, value: T): void
  take(key: string): T | undefined
}

export function handoff<T>(name: string, limit: number): Handoff<T> {
  const symbol = Symbol.for(`dhofar.${name}`)
  const shelf = (): Map<string, T> => {
    const holder = globalThis as typeof globalThis & { [key: symbol]: Map<string, T> | undefined }
    holder[symbol] ??= new Map()
    return holder[symbol]
  }
  return {
    put(key, value) {
      const entries = shelf()
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > limit) entries.delete(entries.keys().next().value!)
    },
    take: (key) => shelf().get(key),
  }
}
