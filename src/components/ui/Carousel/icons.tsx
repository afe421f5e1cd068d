/**
 * The carousel's icons, drawn inline (no icon font or CDN) in currentColor, so they follow the text colour and the
 * high-contrast mode. All are decorative: the button around each one carries the accessible name. The chevrons
 * point "forward" in the reading direction: the CSS mirrors them in Arabic.
 */
import type React from 'react'

function Svg({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** Points to the inline end (right in English); `back` points to the inline start. */
export function ChevronIcon({ className, back = false }: { className?: string; back?: boolean }) {
  return <Svg className={className}>{back ? <path d="m14.5 6-6 6 6 6" /> : <path d="m9.5 6 6 6-6 6" />}</Svg>
}

export function PauseIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M9 6v12M15 6v12" />
    </Svg>
  )
}

export function PlayIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Svg>
  )
}
