'use client'
/**
 * False until the page has loaded and the browser has a moment to spare (afterLoad), then true: for work the first
 * screen can do without (starting a carousel's engine, enhancing markup that already works), so that it runs in a
 * task of its own after the page's start-up rather than inside hydration's.
 */
import { useEffect, useState } from 'react'

import { afterLoad } from './afterLoad'

export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => afterLoad(() => setLoaded(true)), [])
  return loaded
}
