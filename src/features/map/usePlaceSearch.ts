'use client'
/**
 * The place search's state machine (closed, open, pending, error; an error clears on input).
 * Suggestions come 250 ms after the last keystroke; our own hits show at once, the outside geocoder's (only when
 * configured) join after them. "No results found" shows for 3 s.
 */
import { useEffect, useRef, useState } from 'react'

import { MAX_SUGGESTIONS, mergeHits, searchLocal, type MapHit } from './search'

export type SearchState = 'closed' | 'open' | 'pending' | 'error'

const DELAY_MS = 250
const MESSAGE_MS = 3000

async function geocode(query: string, signal: AbortSignal): Promise<MapHit[]> {
  const response = await fetch(`/api/v1/geocode?q=${encodeURIComponent(query)}`, { signal })
  if (!response.ok) throw new Error(`geocoder ${response.status}`)
  const body = (await response.json()) as { results: { x: number; y: number; label: string }[] }
  return body.results.map((r, i) => ({ kind: 'geocoder', id: `geo:${i}:${r.label}`, label: { en: r.label, ar: r.label }, lat: r.y, lng: r.x }))
}

export function usePlaceSearch(items: readonly MapHit[], geocoder: boolean) {
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<MapHit[]>([])
  const [state, setState] = useState<SearchState>('closed')
  const [noResults, setNoResults] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  /** Ours at once; then the geocoder's when there is room left and one is configured. */
  async function run(text: string): Promise<MapHit[]> {
    abort.current?.abort()
    const ours = searchLocal(items, text)
    setHits(ours)
    if (!geocoder || ours.length >= MAX_SUGGESTIONS) {
      setState(ours.length ? 'open' : 'closed')
      return ours
    }
    const controller = new AbortController()
    abort.current = controller
    setState('pending')
    try {
      const merged = mergeHits(ours, await geocode(text, controller.signal))
      setHits(merged)
      setState(merged.length ? 'open' : 'closed')
      return merged
    } catch {
      if (controller.signal.aborted) return ours
      setState('error')
      return ours
    }
  }

  useEffect(() => {
    const text = query.trim()
    if (!text) return
    const timer = setTimeout(() => void run(text), DELAY_MS)
    return () => clearTimeout(timer)
    // `run` reads the latest items on each call; re-running on its identity would search on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [query])

  useEffect(() => () => clearTimeout(messageTimer.current), [])

  function flashNoResults() {
    clearTimeout(messageTimer.current)
    setNoResults(true)
    messageTimer.current = setTimeout(() => setNoResults(false), MESSAGE_MS)
  }

  return {
    query,
    hits,
    state,
    noResults,
    /** Typing clears an error and any old suggestions until the next run. */
    input(text: string) {
      setQuery(text)
      setNoResults(false)
      if (!text.trim()) {
        abort.current?.abort()
        setHits([])
        setState('closed')
      } else if (state === 'error') setState('closed')
    },
    close: () => setState((s) => (s === 'open' ? 'closed' : s)),
    /** The button or Enter: search now and return the best hit, or flash the message. */
    async submit(): Promise<MapHit | null> {
      const text = query.trim()
      if (!text) return null
      const results = await run(text)
      if (!results.length) flashNoResults()
      return results[0] ?? null
    },
  }
}
