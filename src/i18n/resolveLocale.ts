/**
 * intl-messageformat (use-intl's ICU formatter) resolves the locale of every message it compiles with
 * `Intl.NumberFormat.supportedLocalesOf`, whose first call in a page makes V8 list every locale ICU has data for:
 * 24-65 ms on this machine's Chromium before throttling, 100-260 ms on Lighthouse's phone, inside hydration's task
 * on any page whose islands format a message with arguments (a carousel's "1 of 5"). The site's languages are
 * known and every engine has them, so asking is needless for them: `resolveKnownLocale` answers at once for the
 * site's own locales and leaves any other to the library's resolver. Installed in the browser before hydration
 * (src/instrumentation-client.ts); docs/decisions/0027-blocking-time.md.
 */
import { localeCodes } from './locales'

type Resolver = (locales: string | string[]) => Intl.Locale | undefined

export function resolveKnownLocale(fallback: Resolver): Resolver {
  const known = new Set<string>(localeCodes)
  return (locales) => {
    const first = typeof locales === 'string' ? locales : locales[0]
    return first !== undefined && known.has(first) && typeof Intl.Locale !== 'undefined' ? new Intl.Locale(first) : fallback(locales)
  }
}
