'use client'

/**
 * The header menu's items for its two client renderings, the desktop bar (NavMenu) and the phone drawer
 * (MobileNav): handed to the browser once, in this provider's props, rather than once per island in the page's
 * RSC payload.
 */
import { createContext, useContext, useMemo } from 'react'
import type React from 'react'

import { unpackMenu, type MenuItem, type PackedItem } from './menu'

const MenuItemsContext = createContext<MenuItem[]>([])

/** `items` packed (`packMenu`): the shortest form in the page's payload. */
export function MenuItemsProvider({ items, children }: { items: PackedItem[]; children: React.ReactNode }) {
  const menu = useMemo(() => unpackMenu(items), [items])
  return <MenuItemsContext.Provider value={menu}>{children}</MenuItemsContext.Provider>
}

export const useMenuItems = () => useContext(MenuItemsContext)
