/**
 * Locale-aware redirects, for the server. Paths are made by `localizedPath` (./paths), links by `Link`
 * (./Link): plain anchors that SoftNavigation makes client-side. Client islands must not import this module:
 * next-intl's createNavigation brings its Link, and next/link with it, into the browser's first load (ADR 0031).
 */
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

export const { redirect, permanentRedirect } = createNavigation(routing)
