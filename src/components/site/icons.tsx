/**
 * The shell's small interface icons, drawn for this site (no icon font or CDN). All are decorative: the control
 * around each one carries the accessible name. They use currentColor so they follow the text and contrast modes.
 */
import type React from 'react'

type IconProps = { className?: string }

/** A 24-unit line icon in currentColor (drawn at `size` pixels, 24 by default); the site's other icons use it too. */
export function Svg({ className, size = 24, children }: IconProps & { size?: number; children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Svg>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Svg>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Svg>
  )
}

/** Points down; a disclosure turns it up when open. Not inline-directional, so it needs no mirroring in Arabic. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  )
}

/** Points to the inline end (right in English); the stylesheet mirrors it on right-to-left pages. */
export function ChevronEndIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  )
}
