/**
 * The past-events view's paging; its addresses (`/past-events/page/2`) are in src/lib/page-routes.ts.
 */
export const PAST_EVENTS_PAGE_SIZE = 12

export function pageOf<T>(items: readonly T[], page: number, size = PAST_EVENTS_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(items.length / size))
  return { items: items.slice((page - 1) * size, page * size), totalPages }
}
