/**
 * Stand-in for `@/i18n/navigation` in component tests: `vi.mock('@/i18n/navigation', () => import('./navigation-mock'))`.
 *
 * Why: next-intl's navigation module imports `next/navigation` without a file extension, which Node's ESM loader
 * refuses when Vitest leaves next-intl to Node (its default for dependencies). The site's Link (`@/i18n/Link`)
 * takes its paths from this module's `getPathname`; here it prefixes the path with the project's own rule
 * (`localizedPath`, the one the hreflang links use), so the tests still check that components hand the Link site
 * paths without a language prefix.
 */
import { localizedPath } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'

export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizedPath(href, locale)
}
