'use client'

/**
 * The header menu as a disclosure navigation (WAI-ARIA APG "disclosure navigation", deliberately not the ARIA
 * menu role, which suits application menus rather than site links). Each item with sub-items is a button with
 * aria-expanded/aria-controls showing a list of links; one list is open at a time; Escape closes it and returns
 * focus to its button; a click elsewhere or focus leaving the menu closes it. The same component renders the
 * desktop bar and the list inside the phone drawer (`variant`). Without JavaScript the buttons cannot work, so the
 * item's own page is linked in their place (shared.module.css).
 *
 * On the bar, the items that do not fit on its one line go to a last disclosure, "More" (`moreLabel`): every item is
 * rendered both on the bar and in More's list, and container queries written by the server (menu-fit.ts, SiteHeader)
 * show each in one place only, by the bar's width. Nothing is measured here, so the server's HTML is final.
 */
import { useLocale } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type React from 'react'

import type { Locale } from '@/i18n/locales'
import { unlocalizedPath } from '@/i18n/paths'

import { ChevronDownIcon, ChevronEndIcon } from './icons'
import { isCurrentPath } from './menu'
import { useMenuItems } from './MenuItems'
import styles from './NavMenu.module.css'
import shared from './shared.module.css'
import { siteLinkProps } from './SiteLink'

/** The open disclosure: an item's id, or More's. */
const MORE = 'more'

/** The items come from the header's MenuItemsProvider. */
type Props = { label: string; variant: 'bar' | 'drawer'; moreLabel?: string; onNavigate?: () => void }

export function NavMenu({ label, variant, moreLabel, onNavigate }: Props) {
  const items = useMenuItems()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const locale = useLocale() as Locale
  const pathname = unlocalizedPath(usePathname() ?? '/', locale)
  const baseId = useId()
  const buttonId = (index: number | 'more') => `${baseId}-button-${index}`
  const listId = (index: number | 'more') => `${baseId}-list-${index}`
  const bar = variant === 'bar'

  useEffect(() => {
    if (openId === null) return
    const closeIfOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', closeIfOutside)
    return () => document.removeEventListener('pointerdown', closeIfOutside)
  }, [openId])

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || openId === null) return
    // Handled here, so an enclosing dialog (the drawer) stays open: the first Escape closes only the sub-menu.
    event.preventDefault()
    event.stopPropagation()
    const index = openId === MORE ? 'more' : items.findIndex((item) => item.id === openId)
    setOpenId(null)
    document.getElementById(buttonId(index))?.focus()
  }

  function onBlur(event: React.FocusEvent) {
    const next = event.relatedTarget as Node | null
    if (next && !navRef.current?.contains(next)) setOpenId(null)
  }

  function onClick(event: React.MouseEvent) {
    if (!(event.target as Element).closest('a')) return
    setOpenId(null)
    onNavigate?.()
  }

  return (
    <nav ref={navRef} aria-label={label} className={styles[variant]} onKeyDown={onKeyDown} onBlur={onBlur} onClick={onClick}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          if (item.children.length === 0) {
            return (
              <li key={item.id} className={styles.item} data-nav-item={bar ? index : undefined}>
                <a {...siteLinkProps({ href: item.href ?? '/', external: item.external }, locale, isCurrentPath(item.href ?? '', pathname))} className={styles.link}>
                  {item.title}
                </a>
              </li>
            )
          }
          const open = openId === item.id
          const hasCurrent = item.children.some((child) => isCurrentPath(child.href, pathname))
          return (
            <li key={item.id} className={styles.item} data-nav-item={bar ? index : undefined}>
              <button
                type="button"
                id={buttonId(index)}
                className={`${styles.toggle} ${shared.withScript}`}
                aria-expanded={open}
                aria-controls={listId(index)}
                data-current={hasCurrent || undefined}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDownIcon className={styles.chevron} />
              </button>
              {item.href ? (
                <a {...siteLinkProps({ href: item.href, external: item.external }, locale)} className={`${styles.link} ${shared.withoutScript}`}>
                  {item.title}
                </a>
              ) : null}
              <ul id={listId(index)} className={styles.submenu} hidden={!open}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <a {...siteLinkProps(child, locale, isCurrentPath(child.href, pathname))} className={styles.sublink}>
                      <span>{child.title}</span>
                      {variant === 'drawer' ? <ChevronEndIcon className={styles.end} /> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
        {bar && moreLabel && items.length > 0 ? (
          <li className={`${styles.item} ${styles.more} ${shared.withScript}`} data-nav-more="">
            <button
              type="button"
              id={buttonId('more')}
              className={styles.toggle}
              aria-expanded={openId === MORE}
              aria-controls={listId('more')}
              onClick={() => setOpenId(openId === MORE ? null : MORE)}
            >
              {moreLabel}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <ul id={listId('more')} className={`${styles.submenu} ${styles.moreList}`} hidden={openId !== MORE}>
              {items.map((item, index) => (
                <li key={item.id} className={styles.moreItem} data-more-item={index}>
                  {item.href ? (
                    <a {...siteLinkProps({ href: item.href, external: item.external }, locale, isCurrentPath(item.href, pathname))} className={styles.sublink}>
                      <span>{item.title}</span>
                    </a>
                  ) : (
                    <span className={styles.moreHeading}>{item.title}</span>
                  )}
                  {item.children.length > 0 ? (
                    <ul className={styles.moreChildren} aria-label={item.title}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a {...siteLinkProps(child, locale, isCurrentPath(child.href, pathname))} className={styles.sublink}>
                            <span>{child.title}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
