/**
 * When a place's condition was set, as the server writes it and the browser then says it (./relativeTimeScript.ts):
 * the absolute time in Muscat in the HTML and the title, "12 minutes ago" once the script has run. `RelativeTimes`
 * is the script, written once after the times it rewrites (the places' cards, the simple map's list).
 */
import { InlineScript } from '@/components/ui/JsonLd'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatTime } from '@/lib/dates'

import { RELATIVE_TIME_SCRIPT_ID, relativeTimeScriptSource } from './relativeTimeScript'

const RELATIVE_TIME_SCRIPT = relativeTimeScriptSource()

/** The text React hydrates may differ from the server's once the script ran, hence `suppressHydrationWarning`. */
export function UpdatedTime({ iso, locale }: { iso: string; locale: Locale }) {
  const absolute = `${formatTime(iso)}, ${formatDate(iso, locale)}`
  return (
    <time dateTime={iso} title={absolute} data-relative="" suppressHydrationWarning>
      {absolute}
    </time>
  )
}

export function RelativeTimes() {
  return <InlineScript id={RELATIVE_TIME_SCRIPT_ID} source={RELATIVE_TIME_SCRIPT} />
}
