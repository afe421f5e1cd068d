/**
 * Runs in the browser before React hydrates (Next's instrumentation-client). Spares every page's start-up the
 * locale lookup intl-messageformat would otherwise make for the first message it compiles (src/i18n/resolveLocale.ts).
 */
import { IntlMessageFormat } from 'intl-messageformat'

import { resolveKnownLocale } from '@/i18n/resolveLocale'

IntlMessageFormat.resolveLocale = resolveKnownLocale(IntlMessageFormat.resolveLocale)
