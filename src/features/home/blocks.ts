/**
 * The home page's blocks in their fixed order (docs/product.md). The order is fixed, not by the editor's
 * section order: the CMS supplies each block's content, the page its place. HomePage renders this list and the
 * end-to-end test reads it, so the two cannot drift apart. No imports: the Playwright suite loads this file.
 */
export const HOME_BLOCKS = [
  'slider',
  'governorate',
  'about',
  'welcome',
  'discover',
  'economy',
  'seasons',
  'events',
  'gallery',
  'map',
  'adventures',
  'sponsors',
  'news',
] as const

export type HomeBlock = (typeof HOME_BLOCKS)[number]
