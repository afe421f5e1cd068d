'use client'

/**
 * The header menu's items for its two client renderings, the desktop bar (NavMenu) and the phone drawer
 * (MobileNav): handed to the browser once, in this provider's props, rather than once per island in the page's
 * RSC payload.
 */
import { createContext, useContext } from 'react'
import type React from 'react'

import type { MenuItem } from './menu'

const MenuItemsContext = createContext<MenuItem[]>([])

export function MenuItemsProvider({ items, children }: { items: MenuItem[]; children: React.ReactNode }) {
  return <MenuItemsContext.Provider value={items}>{children}</MenuItemsContext.Provider>
}

export const useMenuItems = () => useContext(MenuItemsContext)
