'use client'

/** The page-rating side panel opened by a floating button. Being built in issue 5. */
export function RatingPanel() {
  return null
}
