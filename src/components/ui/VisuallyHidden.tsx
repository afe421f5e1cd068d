/**
 * Text for screen readers and crawlers, not drawn: the global `.visually-hidden` rule. As a rich-text tag of a
 * message, a link whose visible text is short ("More") still reads in full ("More about Khareef Season"): its
 * accessible name starts with what is shown (WCAG 2.5.3), and search engines get descriptive link text (Lighthouse
 * `link-text`), which an `aria-label` does not give them.
 *
 *   t.rich('moreAbout', { title, hidden })   // "More<hidden> about {title}</hidden>"
 */
import type { ReactNode } from 'react'

export const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>
