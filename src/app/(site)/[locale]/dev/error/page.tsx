/**
 * Test-only fixture for the error screen (tests/e2e/accessibility.spec.ts scans it with axe): a page whose render
 * fails, so the locale's error boundary (../../error.tsx) shows. Available in development and in the e2e build
 * (../fixtures.ts); any other production build answers with the 404 screen.
 */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/site/NotFoundScreen'
import type { Locale } from '@/i18n/locales'

import { fixtureMetadata, fixturesServed } from '../fixtures'

export const metadata: Metadata = fixtureMetadata('Error fixture')

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string>> }

export default async function ErrorFixturePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // Not served: pre-rendered as the 404 screen, with its 404 status (a page streamed on request would have sent 200).
  if (!fixturesServed) return <NotFoundPage locale={locale} />
  // Served: reading the request renders the page on request (a failing render at build time would fail the build).
  const { reason = 'fixture' } = await searchParams
  throw new Error(`The error screen fixture failed on purpose (${reason.slice(0, 20)}).`)
}
