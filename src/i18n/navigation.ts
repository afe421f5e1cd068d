/** Locale-aware Link, redirect and hooks: import these, never next/link, so the language is never lost. */
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
