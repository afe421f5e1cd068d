/**
 * Locale-aware redirect, hooks and paths. Links to the site's pages are `Link` from `@/i18n/Link` (plain anchors
 * that SoftNavigation makes client-side), never next/link, so the language is never lost and no link hydrates.
 */
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
