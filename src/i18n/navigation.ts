/** Locale-aware Link, redirect and hooks: import these, never next/link, so the language is never lost. */
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

// The browser's Link on both sides: a server-rendered link sends the browser only its own props (./ClientLink.tsx).
export { Link } from './ClientLink'
export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
