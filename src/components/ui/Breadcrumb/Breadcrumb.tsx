/**
 * Where the page sits: a labelled `<nav>` with an ordered list (GOV.UK and WAI-ARIA breadcrumb pattern). The
 * last item is the current page (`aria-current="page"`); the others link through the i18n `Link`, so Arabic
 * stays under /ar. Separators are drawn by CSS (not text arrows), so they point along the reading direction in
 * both languages and screen readers do not read them.
 *
 * With `baseUrl` (the site's address, `env.SITE_URL` on the server) it also emits schema.org BreadcrumbList
 * data for search engines, which need absolute URLs. No 'use client': server pages and client islands both use
 * it, each with next-intl's matching hooks.
 */
import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { localizedPath } from '@/i18n/paths'

import styles from './Breadcrumb.module.css'
import { JsonLd } from '@/components/ui/JsonLd'

export type BreadcrumbItem = { label: string; href?: string }

export type BreadcrumbProps = {
  /** From the home page to the current page; `href` is a site path without the language prefix. */
  items: BreadcrumbItem[]
  /** The site's absolute address, for the structured data. Without it none is emitted. */
  baseUrl?: string
  className?: string
}

const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href)

/** The BreadcrumbList as JSON, safe inside a <script> (a "</script>" in a title cannot close it). */
export function breadcrumbJsonLd(items: BreadcrumbItem[], baseUrl: string, locale: Locale): string {
  const itemListElement = items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.label,
    ...(item.href
      ? { item: isAbsolute(item.href) ? item.href : new URL(localizedPath(item.href, locale), baseUrl).href }
      : {}),
  }))
  const data = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function Breadcrumb({ items, baseUrl, className }: BreadcrumbProps) {
  const t = useTranslations('Breadcrumb')
  const locale = useLocale()
  if (items.length === 0) return null
  const last = items.length - 1
  return (
    <>
      <nav aria-label={t('label')} className={className ? `${styles.root} ${className}` : styles.root}>
        <ol className={styles.list}>
          {items.map((item, index) => (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.href ? (
                <Link className={styles.link} href={item.href} aria-current={index === last ? 'page' : undefined}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={index === last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {baseUrl ? (
        <JsonLd json={breadcrumbJsonLd(items, baseUrl, locale)} />
      ) : null}
    </>
  )
}
