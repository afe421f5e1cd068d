'use client'
/**
 * The rest of a namespace, brought by the lazily loaded chunk that reads it. The layout's provider sends only the keys
 * of a panel's button and title (LAZY_NAMESPACES in ./ClientMessages.tsx); the panel's body, a chunk of its own fetched
 * on first use, imports its texts in both languages and wraps itself in this, so they are not in every page's HTML.
 * A nested provider replaces its parent's messages, so the parent's are kept beside the chunk's.
 */
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import type React from 'react'

import type { Locale } from './locales'
import type { Messages } from './messages'

type Props = { messages: Record<Locale, Partial<Messages>>; children: React.ReactNode }

export function ChunkMessages({ messages, children }: Props) {
  const locale = useLocale()
  const parent = useMessages()
  return (
    <NextIntlClientProvider locale={locale} timeZone={useTimeZone()} messages={{ ...parent, ...messages[locale] }}>
      {children}
    </NextIntlClientProvider>
  )
}
