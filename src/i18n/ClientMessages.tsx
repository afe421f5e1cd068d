/**
 * The messages a client island may read, and no others. The layout's provider carries the shell's namespaces
 * (SHELL_NAMESPACES); a page's island that needs more is wrapped in <ClientMessages namespaces={[...]}>. A nested
 * provider replaces its parent's messages rather than adding to them, so each list names everything its islands
 * read. Every namespace handed to the browser is serialised into every page's HTML: name only what the islands use.
 */
import { NextIntlClientProvider } from 'next-intl'
import { getLocale } from 'next-intl/server'
import type React from 'react'

import type { Locale } from './locales'
import { messages, type Messages } from './messages'

export type Namespace = keyof Messages

/** What the shell's islands read: the menu drawer, the search dialog, the two side panels, carousels, error.tsx, back to
 * top, and the share button of news and event pages (two short namespaces, cheaper than a provider of their own). */
export const SHELL_NAMESPACES = ['Nav', 'SearchModal', 'Accessibility', 'Rating', 'Carousel', 'Error', 'Layout', 'Share'] as const satisfies Namespace[]

/**
 * Namespaces of the panels whose bodies load on first use: the provider sends only the keys of the button, the title
 * and the loading line; each body brings the rest with its chunk (ChunkMessages). About 1.6 KB of English and 2.5 KB
 * of Arabic that every page's HTML carried (ADR 0028).
 */
export const LAZY_NAMESPACES: Partial<Record<Namespace, readonly string[]>> = {
  Accessibility: ['region', 'open', 'title', 'close', 'loading'],
  Rating: ['region', 'open', 'title', 'close', 'loading'],
}

function pick(namespace: Namespace, all: Messages[Namespace]): unknown {
  const keys = LAZY_NAMESPACES[namespace]
  if (!keys) return all
  return Object.fromEntries(keys.map((key) => [key, (all as Record<string, unknown>)[key]]))
}

export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, pick(namespace, messages[locale][namespace])]))
}

type Props = { namespaces: readonly Namespace[]; locale?: Locale; children: React.ReactNode }

export async function ClientMessages({ namespaces, locale, children }: Props) {
  const current = locale ?? ((await getLocale()) as Locale)
  return <NextIntlClientProvider messages={pickMessages(current, namespaces)}>{children}</NextIntlClientProvider>
}
