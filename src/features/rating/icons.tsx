/**
 * The panel's icons, inline SVG in the current colour (no icon font, no request). All are decorative: the controls
 * and texts beside them carry the meaning.
 */
import type React from 'react'

type IconProps = React.SVGProps<SVGSVGElement>

const base = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true } as const

/** A five-pointed star; the stylesheet decides fill and stroke (filled, empty, hover preview, forced colours). */
export function StarIcon(props: IconProps) {
  return (
    <svg {...base} strokeWidth="1.5" strokeLinejoin="round" {...props}>
      <path d="M12 2.8l2.83 5.74 6.33.92-4.58 4.46 1.08 6.3L12 17.25l-5.66 2.97 1.08-6.3L2.84 9.46l6.33-.92z" />
    </svg>
  )
}

/** Turns while a rating is being sent (still, for visitors who prefer reduced motion: the text says it all). */
export function Spinner(props: IconProps) {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" {...props}>
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  )
}
