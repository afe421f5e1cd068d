/**
 * Preferences in the browser: applied to the document, saved to localStorage, and read by the panel's controls.
 *
 * Where the state lives, and why it deviates from the briefed "body class": the pre-paint script (PreferencesScript)
 * runs in <head>, before <body> exists, so it can only mark <html>. The source of truth is therefore on <html>:
 * `data-font-size="small|regular|large"`, `data-contrast="normal|high"` and the inline `--font-size-*` variables.
 * Styles must key off those. Once React has hydrated, the same state is mirrored onto <body> as the briefed classes
 * (`font-small|font-regular|font-large`, `high-contrast`); React renders no className on <body>, so it never
 * overwrites them, and adding them after hydration causes no hydration mismatch.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react'

import {
  DEFAULT_PREFERENCES,
  FONT_SIZES,
  HIGH_CONTRAST_CLASS,
  STORAGE_KEYS,
  fontSizeClass,
  parseContrast,
  parseFontSize,
  parsePreferences,
  presetVariables,
  serializePreferences,
  type Preferences,
} from './preferences'

const CHANGE_EVENT = 'a11y:preferences-change'

export function applyPreferences(doc: Document, preferences: Preferences): void {
  const root = doc.documentElement
  root.dataset.fontSize = preferences.fontSize
  root.dataset.contrast = preferences.contrast
  for (const [name, value] of Object.entries(presetVariables(preferences.fontSize))) root.style.setProperty(name, value)
  if (!doc.body) return
  for (const size of FONT_SIZES) doc.body.classList.toggle(fontSizeClass(size), size === preferences.fontSize)
  doc.body.classList.toggle(HIGH_CONTRAST_CLASS, preferences.contrast === 'high')
}

/** What the page shows now: the pre-paint script or the last change wrote it on <html>. */
export function currentPreferences(): Preferences {
  const data = document.documentElement.dataset
  return { fontSize: parseFontSize(data.fontSize), contrast: parseContrast(data.contrast) }
}

function storedPreferences(): Preferences {
  try {
    return parsePreferences((key) => window.localStorage.getItem(key))
  } catch {
    return DEFAULT_PREFERENCES // storage blocked (privacy settings): defaults, and changes last for this page only
  }
}

export function updatePreferences(change: Partial<Preferences>): void {
  const next = { ...currentPreferences(), ...change }
  try {
    for (const [key, value] of serializePreferences(next)) window.localStorage.setItem(key, value)
  } catch {
    // storage blocked or full: the choice still applies to this page
  }
  applyPreferences(document, next)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}

/** The current font size; 'regular' on the server, the visitor's choice as soon as the page hydrates. */
export function useFontSize() {
  return useSyncExternalStore(subscribe, () => currentPreferences().fontSize, () => DEFAULT_PREFERENCES.fontSize)
}

export function useHighContrast() {
  return useSyncExternalStore(subscribe, () => currentPreferences().contrast === 'high', () => false)
}

/**
 * Mount once (the panel does): mirrors the state onto <body>, follows changes made in another tab so every open page
 * of the site agrees, and re-applies the state whenever React mounts <html> afresh. React strips every attribute it
 * did not render from <html> when it mounts it on the client (after a hydration error, or when the root layout
 * remounts); a layout effect puts ours back in the same task, before the browser paints, so nothing flashes.
 */
export function usePreferencesSync() {
  useLayoutEffect(() => {
    const sync = () => {
      applyPreferences(document, storedPreferences())
      window.dispatchEvent(new Event(CHANGE_EVENT))
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) sync()
    }
    sync()
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
}
