'use client'

/** The accessibility side panel (font size, speech, contrast). Being built in issue 3. */
export function AccessibilityPanel() {
  return null
}
