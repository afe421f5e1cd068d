/**
 * Alerts (Khareef fog, closed roads, red beach flags): the pure rules every reader shares. What an alert may say and
 * when it is shown, its order on a page, and why a save is refused, in both languages. No Payload, no React, so the
 * collection, the banner, the feeds and the tests all use the same code.
 */
import { REGION_STYLES } from '@/lib/content-model'

export const ALERT_SEVERITIES = ['info', 'advisory', 'warning', 'danger'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

export const ALERT_CATEGORIES = ['weather', 'roads', 'sea', 'health', 'events', 'other'] as const
export type AlertCategory = (typeof ALERT_CATEGORIES)[number]

export type Wilayat = (typeof REGION_STYLES)[number]

/** A message must fit a phone's banner, an SMS and a CAP `description` read aloud. */
export const MESSAGE_MAX = 280
/** Longer than this needs the "long-running" box: a forgotten alert must not stay up for a season by mistake. */
export const MAX_DAYS_WITHOUT_LONG_RUNNING = 7
/** How many alerts the banner shows before "all alerts". */
export const BANNER_MAX = 3
/** How far back /alerts lists alerts that have ended. */
export const RECENT_DAYS = 30

const DAY_MS = 24 * 3600 * 1000

type Both = { en: string; ar: string }

export const SEVERITY_LABELS: Record<AlertSeverity, Both> = {
  info: { en: 'Information', ar: 'معلومة' },
  advisory: { en: 'Advisory', ar: 'تنبيه' },
  warning: { en: 'Warning', ar: 'تحذير' },
  danger: { en: 'Danger', ar: 'خطر' },
}

export const CATEGORY_LABELS: Record<AlertCategory, Both> = {
  weather: { en: 'Weather and fog', ar: 'الطقس والضباب' },
  roads: { en: 'Roads', ar: 'الطرق' },
  sea: { en: 'Sea and beaches', ar: 'البحر والشواطئ' },
  health: { en: 'Health', ar: 'الصحة' },
  events: { en: 'Events', ar: 'الفعاليات' },
  other: { en: 'Other', ar: 'أخرى' },
}

/** What a reader needs of an alert to place it in time and in order. */
export type AlertTiming = { onset: string; expires: string }
export type Ordered = AlertTiming & { severity: AlertSeverity }

const time = (iso: string) => new Date(iso).getTime()

/** Shown between its onset (included) and its expiry (excluded). */
export function isCurrent(alert: AlertTiming, now: number): boolean {
  return time(alert.onset) <= now && now < time(alert.expires)
}

/** Ended, but within the last `RECENT_DAYS` days: the "recent" list of /alerts. */
export function isRecent(alert: AlertTiming, now: number): boolean {
  const end = time(alert.expires)
  return end <= now && end > now - RECENT_DAYS * DAY_MS
}

/** Highest severity first; among equals the newest onset first (the latest news of a situation leads). */
export function bySeverity<T extends Ordered>(alerts: readonly T[]): T[] {
  const rank = (alert: T) => ALERT_SEVERITIES.indexOf(alert.severity)
  return [...alerts].sort((a, b) => rank(b) - rank(a) || time(b.onset) - time(a.onset))
}

/**
 * The next moment the set of current alerts changes (an onset or an expiry still to come), or null when none is
 * ahead: when the cached alert reads must be expired (./expiry.ts).
 */
export function nextBoundary(alerts: readonly AlertTiming[], now: number): number | null {
  let next: number | null = null
  for (const alert of alerts) {
    for (const at of [time(alert.onset), time(alert.expires)]) {
      if (at > now && (next === null || at < next)) next = at
    }
  }
  return next
}

/** A key that changes whenever an alert is edited: dismissing it is remembered under this, so a change shows again. */
export const dismissKey = (alert: { id: number | string; updatedAt: string }) => `${alert.id}@${alert.updatedAt}`

// ---------------------------------------------------------------------------------------------------------------
// Validation

export type AlertProblem =
  | { code: 'expiresBeforeOnset'; path: 'expires' }
  | { code: 'tooLong'; path: 'expires' }
  | { code: 'messageTooLong'; path: 'message'; locale: 'en' | 'ar'; length: number }
  | { code: 'unknownWilayat'; path: 'wilayats'; value: string }
  | { code: 'missingLanguage'; path: 'title' | 'message'; locale: 'en' | 'ar' }

export type AlertInput = {
  onset?: string | Date | null
  expires?: string | Date | null
  longRunning?: boolean | null
  wilayats?: readonly unknown[] | null
  title?: Partial<Record<'en' | 'ar', string | null | undefined>>
  message?: Partial<Record<'en' | 'ar', string | null | undefined>>
  publishing?: boolean
}

const ms = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)
const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0

/** Every reason to refuse a save; an empty list means the alert may be saved (and, when publishing, published). */
export function alertProblems(input: AlertInput): AlertProblem[] {
  const problems: AlertProblem[] = []
  const onset = ms(input.onset)
  const expires = ms(input.expires)
  if (Number.isFinite(onset) && Number.isFinite(expires)) {
    if (expires <= onset) problems.push({ code: 'expiresBeforeOnset', path: 'expires' })
    else if (!input.longRunning && expires - onset > MAX_DAYS_WITHOUT_LONG_RUNNING * DAY_MS) problems.push({ code: 'tooLong', path: 'expires' })
  }
  for (const locale of ['en', 'ar'] as const) {
    const message = input.message?.[locale]
    if (typeof message === 'string' && [...message].length > MESSAGE_MAX) {
      problems.push({ code: 'messageTooLong', path: 'message', locale, length: [...message].length })
    }
  }
  for (const value of input.wilayats ?? []) {
    if (!(REGION_STYLES as readonly unknown[]).includes(value)) problems.push({ code: 'unknownWilayat', path: 'wilayats', value: String(value) })
  }
  if (input.publishing) {
    for (const path of ['title', 'message'] as const) {
      for (const locale of ['en', 'ar'] as const) {
        if (!filled(input[path]?.[locale])) problems.push({ code: 'missingLanguage', path, locale })
      }
    }
  }
  return problems
}

const LANGUAGE: Record<'en' | 'ar', Both> = { en: { en: 'English', ar: 'الإنجليزية' }, ar: { en: 'Arabic', ar: 'العربية' } }

/** The sentence an editor reads, in the admin's language. */
export function alertProblemMessage(problem: AlertProblem, language: string | undefined): string {
  const lang = language === 'ar' ? 'ar' : 'en'
  switch (problem.code) {
    case 'expiresBeforeOnset':
      return lang === 'ar' ? 'يجب أن يكون وقت الانتهاء بعد وقت البدء.' : 'The end (expires) must be after the start (onset).'
    case 'tooLong':
      return lang === 'ar'
        ? `لا يمكن أن يستمر التنبيه أكثر من ${MAX_DAYS_WITHOUT_LONG_RUNNING} أيام إلا إذا حُدد «تنبيه طويل الأمد».`
        : `An alert can last at most ${MAX_DAYS_WITHOUT_LONG_RUNNING} days unless "Long-running" is ticked.`
    case 'messageTooLong':
      return lang === 'ar'
        ? `الرسالة (${LANGUAGE[problem.locale].ar}) أطول من ${MESSAGE_MAX} حرفًا (${problem.length}).`
        : `The ${LANGUAGE[problem.locale].en} message is longer than ${MESSAGE_MAX} characters (${problem.length}).`
    case 'unknownWilayat':
      return lang === 'ar' ? `«${problem.value}» ليست ولاية من ولايات ظفار.` : `"${problem.value}" is not one of Dhofar's wilayats.`
    case 'missingLanguage': {
      const field = problem.path === 'title' ? { en: 'title', ar: 'العنوان' } : { en: 'message', ar: 'الرسالة' }
      return lang === 'ar'
        ? `لا يُنشر التنبيه دون ${field.ar} باللغة ${LANGUAGE[problem.locale].ar}.`
        : `An alert cannot be published without its ${LANGUAGE[problem.locale].en} ${field.en}.`
    }
  }
}
