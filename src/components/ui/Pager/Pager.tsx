/**
 * A list's paging (news, past events, search results): plain links to each page's own address, so it works
 * without JavaScript and crawlers follow it; the current page is marked with aria-current, previous and next with
 * rel. No hooks: server and client components both render it. Addresses come already localised (`localizedPath`);
 * `data-soft-nav` makes them client-side navigations (SoftNavigation).
 */
import styles from './Pager.module.css'

export type PagerProps = {
  /** The navigation landmark's name ("News pages"). */
  label: string
  page: number
  totalPages: number
  /** The localised address of a page. */
  href: (page: number) => string
  /** The accessible name of a numbered link ("Page 2"). */
  pageLabel: (page: number) => string
  /** Previous and next links, when the list has them. */
  previous?: string
  next?: string
  testId?: string
}

export function Pager({ label, page, totalPages, href, pageLabel, previous, next, testId }: PagerProps) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav aria-label={label} className={styles.pager} data-testid={testId}>
      <ul role="list" className={styles.list}>
        {previous && page > 1 ? (
          <li>
            <a data-soft-nav="" href={href(page - 1)} rel="prev" className={styles.chip}>
              {previous}
            </a>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <a data-soft-nav="" href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={pageLabel(n)} className={styles.chip}>
              {n}
            </a>
          </li>
        ))}
        {next && page < totalPages ? (
          <li>
            <a data-soft-nav="" href={href(page + 1)} rel="next" className={styles.chip}>
              {next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
