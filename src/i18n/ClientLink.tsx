'use client'
/**
 * next-intl's browser `Link`, for server components too. Its server twin renders the same `<a>` but hands the browser
 * its resolved props (`ref`, `locale`, the locale cookie's settings, each explicitly, most `undefined`) for every link:
 * about 80 bytes of the page's payload per link, 78 links on the home page. From here a server-rendered link crosses
 * with only what it was given (`href`, `className`, children); the language comes from the layout's provider, which
 * wraps every page (docs/decisions/0028-html-weight.md).
 */
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

export const { Link } = createNavigation(routing)
