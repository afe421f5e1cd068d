/**
 * A link to a CMS menu URL. Site paths go through the i18n `Link` (the Arabic pages keep their `/ar` prefix and
 * navigate client-side); absolute URLs are plain anchors that open normally. No 'use client': server components
 * (the footer) and client islands (the menus) both use it, each getting next-intl's matching `Link`.
 */
import type React from 'react'

import { Link } from '@/i18n/navigation'

import type { MenuLink } from './menu'

type Props = {
  link: Pick<MenuLink, 'href' | 'external'>
  className?: string
  current?: boolean
  children: React.ReactNode
}

export function SiteLink({ link, className, current, children }: Props) {
  if (link.external) {
    return (
      <a href={link.href} className={className}>
        {children}
      </a>
    )
  }
  return (
    // aria-current only when it applies: an undefined prop still crosses to the browser as "$undefined".
    <Link href={link.href} className={className} {...(current ? { 'aria-current': 'page' as const } : {})}>
      {children}
    </Link>
  )
}
