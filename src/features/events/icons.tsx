/** Inline SVG icons of the "suitable for" list, one per SUITABLE_FOR_ICONS value; decorative (the label names it). */
import type { SuitableForIcon } from '@/lib/content-model'

const PATHS: Record<SuitableForIcon, string> = {
  families: 'M7 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM4 21v-8l3-4 3 4v8M14 21v-8l3-4 3 4v8',
  children: 'M12 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-4 5 4-3 4 3M12 8v7m-3 6 3-6 3 6',
  adults: 'M12 6a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm-5 4h10M12 8v7m-4 8 4-8 4 8',
  seniors: 'M11 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2v7l-3 7m3-7 3 7M17 12v10M11 10l6 2',
  wheelchair: 'M11 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2v7h6l2 5M9 10a6 6 0 1 0 7 8',
  photographers: 'M4 8h4l2-3h4l2 3h4v11H4Zm8 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  hikers: 'M13 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-2 3-3 13m3-13 4 4 3 1m-7-5-2 6M17 10l2 12',
  students: 'M2 9l10-5 10 5-10 5Zm4 2v5c3 2 9 2 12 0v-5M22 9v6',
}

export function SuitableIcon({ icon }: { icon: SuitableForIcon }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[icon]} />
    </svg>
  )
}
