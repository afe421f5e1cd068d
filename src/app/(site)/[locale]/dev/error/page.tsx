/**
 * Test-only fixture for the error screen (tests/e2e/accessibility.spec.ts scans it with axe): a page whose render
 * fails, so the locale's error boundary (../../error.tsx) shows. Available in development and in the e2e build
 * (E2E_FIXTURES); any other production build answers 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Error fixture', robots: { index: false, follow: false } }

// Rendered on request: a failing render at build time would fail the build.
export const dynamic = 'force-dynamic'

export default async function ErrorFixturePage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  if (env.NODE_ENV === 'production' && !env.E2E_FIXTURES) notFound()
  // Read the request, so the failure happens while rendering it.
  const { reason = 'fixture' } = await searchParams
  throw new Error(`The error screen fixture failed on purpose (${reason.slice(0, 20)}).`)
}
