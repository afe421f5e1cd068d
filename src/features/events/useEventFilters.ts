'use client'
/**
 * The upcoming-events filters live in the address (`?sort=oldest&category=SPORT&date=2026-03-10`), so a view can
 * be shared, bookmarked and restored with Back. The page itself is static (docs/decisions/0007): the server
 * renders the defaults (every event), and the browser reads the query after hydration. useSyncExternalStore
 * does that without a hydration mismatch and without useSearchParams, which would opt the page out of static
 * rendering up to the nearest Suspense boundary.
 */
import { useCallback, useSyncExternalStore } from 'react'

import { DEFAULT_FILTERS, parseFilters, serializeFilters, type EventFilters } from './model'

const CHANGE = 'events-filters-change'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

const clientSearch = () => window.location.search
const serverSearch = () => ''

export function useEventFilters(): [EventFilters, (next: EventFilters) => void] {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch)
  const filters = search ? parseFilters(search) : DEFAULT_FILTERS
  const setFilters = useCallback((next: EventFilters) => {
    const url = `${window.location.pathname}${serializeFilters(next)}${window.location.hash}`
    // replaceState: each click refines the same view; Back leaves the page rather than undoing one checkbox.
    window.history.replaceState(window.history.state, '', url)
    window.dispatchEvent(new Event(CHANGE))
  }, [])
  return [filters, setFilters]
}
