'use client'
/**
 * The selection as a view of the address bar: the URL is the only state, so a shared link, a reload and the
 * back button all agree. The server render (static) sees no query, i.e. the default selection.
 */
import { useCallback, useSyncExternalStore } from 'react'

import { parseSelection, selectionSearch, type MapSelection } from './url-state'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

const browserSearch = () => window.location.search
const serverSearch = () => ''

export function useMapSelection() {
  const search = useSyncExternalStore(subscribe, browserSearch, serverSearch)
  const selection = parseSelection(search)
  const update = useCallback((next: Partial<MapSelection>) => {
    const merged = { ...parseSelection(window.location.search), ...next }
    const query = selectionSearch(merged, window.location.search)
    // replaceState: choosing regions should not fill the back button's history with every click.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`)
    listeners.forEach((listener) => listener())
  }, [])
  return [selection, update] as const
}
