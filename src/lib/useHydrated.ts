'use client'

/**
 * False while the server renders and while React hydrates, true from the first render after that. Built on
 * useSyncExternalStore, whose server snapshot is used during hydration, so markup that differs between the server and
 * the browser switches over without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false)
}

/** A value known only in the browser (a clock, a browser feature), `serverValue` until hydration is over. */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, clientValue, () => serverValue)
}
