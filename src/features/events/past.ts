/**
 * The past-events view's paging (issue 18): `/past-events`, `/past-events/page/2`, ... Page 1 has one address
 * only (`/past-events/page/1` is a 404), as on the news list (docs/decisions/0007).
 */
export const PAST_EVENTS_PAGE_SIZE = 12

export function pastEventsPath(page: number): string {
  return page > 1 ? `/past-events/page/${page}` : '/past-events'
}

/** The page number of a `[[...view]]` segment list, or null for any other shape. */
export function parsePastView(view: string[] | undefined): number | null {
  if (!view || view.length === 0) return 1
  if (view.length !== 2 || view[0] !== 'page' || !/^[1-9]\d{0,3}$/.test(view[1])) return null
  const page = Number(view[1])
  return page > 1 ? page : null
}

export function pageOf<T>(items: readonly T[], page: number, size = PAST_EVENTS_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(items.length / size))
  return { items: items.slice((page - 1) * size, page * size), totalPages }
}
