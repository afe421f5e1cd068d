'use client'

/** Scrolls to the top after every completed navigation. Being built in issue 3. */
export function ScrollToTop() {
  return null
}
