/**
 * Simple line drawings of the six networks' marks, drawn for this site (no icon CDN, no brand asset files):
 * recognisable at 24px, one colour (currentColor), decorative; the link around each carries its name.
 */
import type React from 'react'

import type { Setting } from '@/payload-types'

export type SocialNetwork = NonNullable<Setting['social']>[number]['network']

const shapes: Record<SocialNetwork, React.ReactNode> = {
  x: (
    <>
      <path d="M4.5 4h4.2l10.8 16h-4.2Z" fill="currentColor" stroke="none" />
      <path d="m19 4-5.8 6.7M10.8 13.3 5 20" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8Z" fill="currentColor" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17" cy="7" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8.3 10.8V16.5M12 16.5v-5.7M12 13.4c0-1.6 1.1-2.6 2.5-2.6s2.3 1 2.3 2.6v3.1" />
      <circle cx="8.3" cy="7.9" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.2a3.6 3.6 0 1 1-3.6-3.6M13.5 3.5c.4 2.7 2.3 4.5 5 4.7" />,
  snapchat: (
    <path d="M12 3.8c-2.9 0-4.8 2.1-4.8 5v2l-1.7.6c.5 1 1.6 1.6 1.6 1.6-.7 1.5-1.9 2.6-3.2 3 .7.7 1.8.9 2.6 1 .2.9.6 1.5 1.5 1.4 1.3-.1 2.3 1.1 4 1.1s2.7-1.2 4-1.1c.9.1 1.3-.5 1.5-1.4.8-.1 1.9-.3 2.6-1-1.3-.4-2.5-1.5-3.2-3 0 0 1.1-.6 1.6-1.6l-1.7-.6v-2c0-2.9-1.9-5-4.8-5Z" />
  ),
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[network]}
    </svg>
  )
}
