/**
 * The home page's icons, inline in currentColor (no icon font or CDN). All decorative: the button or the text
 * beside each one names it. The statistics icons follow the governor's-word items 1-4 by position.
 */
import type React from 'react'

import { Svg } from '@/components/site/icons'

export const PlayIcon = () => (
  <Svg>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Svg>
)

export const PauseIcon = () => (
  <Svg>
    <path d="M9 6v12M15 6v12" />
  </Svg>
)

export const SoundOffIcon = () => (
  <Svg>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="m16 9.5 5 5m0-5-5 5" />
  </Svg>
)

export const SoundOnIcon = () => (
  <Svg>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Svg>
)

/** Wilayats (a map pin), area (a frame), year (a calendar), heritage sites (a columned monument). */
const STAT_ICONS: React.ReactNode[] = [
  <path key="pin" d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  <path key="area" d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M8 8h8v8H8z" />,
  <path key="year" d="M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4M8 14h3" />,
  <path key="site" d="M3 20h18M5 20V10M9.5 20V10M14.5 20V10M19 20V10M3 10h18L12 4z" />,
]

export function StatIcon({ index }: { index: number }) {
  return <Svg size={40}>{STAT_ICONS[index % STAT_ICONS.length]}</Svg>
}
