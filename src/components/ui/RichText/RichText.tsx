/**
 * CMS rich text (Payload's Lexical JSON or an HTML string) as sanitised HTML, with the site's typography.
 * The conversion and the allow-list live in `@/lib/rich-text`; this only adds the presentation. It is a server
 * component: sanitize-html and the Lexical converter must not be shipped to browsers, so import it from server
 * components only.
 *
 * Tables are wrapped in a focusable, labelled region that scrolls sideways, so a wide table never widens the
 * page on a phone and keyboard users can scroll it too (WCAG 1.4.10 reflow, 2.1.1 keyboard).
 */
import { useTranslations } from 'next-intl'

import { richTextToHtml } from '@/lib/rich-text'

import styles from './RichText.module.css'

export type RichTextProps = {
  /** Lexical editor state or HTML; anything else renders nothing. */
  value: unknown
  className?: string
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** Wraps every (already sanitised) table in the scrolling region: only fixed markup is added. */
export function wrapTables(html: string, className: string, label: string): string {
  const name = escapeAttribute(label)
  const open = `<div class="${escapeAttribute(className)}" role="region" tabindex="0" aria-label="${name}">`
  return html.replace(/<table\b/g, `${open}<table`).replace(/<\/table>/g, '</table></div>')
}

export function RichText({ value, className }: RichTextProps) {
  const t = useTranslations('RichText')
  const html = richTextToHtml(value)
  if (!html) return null
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      dangerouslySetInnerHTML={{ __html: wrapTables(html, styles.tableScroll ?? '', t('table')) }}
    />
  )
}
