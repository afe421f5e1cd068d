/**
 * Stand-in for `@/i18n/navigation` in component tests: `vi.mock('@/i18n/navigation', () => import('./navigation-mock'))`.
 *
 * Why: next-intl's navigation module imports `next/navigation` without a file extension, which Node's ESM loader
 * refuses when Vitest leaves next-intl to Node (its default for dependencies). Inlining next-intl in the unit
 * project (`server.deps.inline: ['next-intl']`) makes the real Link work, and these tests pass with it too. Until
 * then this Link prefixes the path with the project's own rule (`localizedPath`, the one the hreflang links use),
 * so the tests still check that components hand the i18n Link site paths without a language prefix.
 */
import { useLocale } from 'next-intl'
import type React from 'react'

import { localizedPath } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'

type Props = Omit<React.ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale }

export function Link({ href, locale, ...rest }: Props) {
  const current = useLocale()
  return <a href={localizedPath(href, locale ?? current)} {...rest} />
}
