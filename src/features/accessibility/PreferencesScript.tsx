/** Applies saved accessibility preferences before first paint. Being built in issue 3. */
export function PreferencesScript() {
  return null
}
