/**
 * A place as a visitor plans a visit to it: opening hours (./hours.ts), entry fee, accessibility facts, facilities,
 * best seasons, safety notes, phone and website. The pure model every reader shares (the place page, the list's
 * filters, the JSON-LD) and the rules a save must follow, with the sentence an editor reads for each refusal in the
 * admin's language. No Payload, no React.
 *
 * "Not recorded" is not "no": every fact is yes, no, or unset, and the page says "not recorded" for unset, so a
 * visitor who needs a step-free route is never told there is none because nobody looked.
 */
import { z } from 'zod'

import { SEASON_TAGS } from '@/lib/content-model'

import { DATE_PATTERN, minutesOf, TIME_PATTERN, VARIANT_KINDS, WEEKDAYS, type Closure, type HoursRow, type HoursVariant, type OpeningHours, type Weekday } from './hours'

type Both = { en: string | null; ar: string | null }
export type Fact = 'yes' | 'no' | null

export const FACT_VALUES = ['yes', 'no'] as const
export const ACCESS_FACTS = ['stepFree', 'accessibleToilet', 'accessibleParking', 'seatingShade'] as const
export type AccessFact = (typeof ACCESS_FACTS)[number]
export const SURFACES = ['paved', 'boardwalk', 'gravel', 'sand', 'rock', 'grass', 'mixed'] as const
export type Surface = (typeof SURFACES)[number]
export const FACILITIES = ['parking', 'toilets', 'food', 'prayerRoom', 'lifeguard', 'phoneSignal'] as const
export type Facility = (typeof FACILITIES)[number]
export const VISITOR_TYPES = ['everyone', 'adult', 'child', 'student', 'senior', 'omani', 'resident', 'visitor', 'vehicle'] as const
export type VisitorType = (typeof VISITOR_TYPES)[number]
export const FEE_KINDS = ['free', 'paid'] as const
export const HOURS_KINDS = ['always', 'weekly'] as const
export type SeasonTag = (typeof SEASON_TAGS)[number]

/** Keys a place cannot have: the places list's filter lives at `/places/filter/…`. */
export const RESERVED_PLACE_KEYS: readonly string[] = ['filter']

export type Fee = { kind: 'unknown' } | { kind: 'free'; note: Both } | { kind: 'paid'; amounts: { visitor: VisitorType; omr: number }[]; note: Both }

export type PlaceTravel = {
  hours: OpeningHours
  fee: Fee
  access: Record<AccessFact, Fact> & { surface: Surface | null; note: Both }
  facilities: Record<Facility, Fact>
  bestSeasons: SeasonTag[]
  safety: Both
  phone: string | null
  website: string | null
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a stored place (locale "all": localized values are { en, ar })

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
export const both = (v: unknown): Both =>
  v && typeof v === 'object' ? { en: text((v as Both).en), ar: text((v as Both).ar) } : { en: text(v), ar: text(v) }
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.map(obj) : [])
const fact = (v: unknown): Fact => (v === 'yes' || v === 'no' ? v : null)
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null => (values.includes(v as T) ? (v as T) : null)

function rowsOf(v: unknown): HoursRow[] {
  return list(v)
    .map((row) => ({
      days: (Array.isArray(row.days) ? row.days : []).filter((d): d is Weekday => WEEKDAYS.includes(d as Weekday)),
      opens: String(row.opens ?? ''),
      closes: String(row.closes ?? ''),
      overnight: row.overnight === true,
    }))
    .filter((row) => row.days.length && TIME_PATTERN.test(row.opens) && TIME_PATTERN.test(row.closes))
}

function hoursOf(v: unknown): OpeningHours {
  const h = obj(v)
  const closures: Closure[] = list(h.closures)
    .filter((c) => DATE_PATTERN.test(String(c.from)) && DATE_PATTERN.test(String(c.to)))
    .map((c) => ({ from: String(c.from), to: String(c.to), reason: both(c.reason) }))
  if (h.kind === 'always') return { kind: 'always', closures }
  if (h.kind !== 'weekly') return { kind: 'unknown' }
  const variants: HoursVariant[] = list(h.variants)
    .filter((s) => DATE_PATTERN.test(String(s.from)) && DATE_PATTERN.test(String(s.to)))
    .map((s) => ({ kind: oneOf(VARIANT_KINDS, s.kind) ?? 'other', name: both(s.name), from: String(s.from), to: String(s.to), rows: rowsOf(s.rows) }))
  return { kind: 'weekly', rows: rowsOf(h.weekly), variants, closures }
}

function feeOf(v: unknown): Fee {
  const f = obj(v)
  if (f.kind === 'free') return { kind: 'free', note: both(f.note) }
  if (f.kind !== 'paid') return { kind: 'unknown' }
  const amounts = list(f.amounts)
    .map((a) => ({ visitor: oneOf(VISITOR_TYPES, a.visitor) ?? 'everyone', omr: Number(a.amount) }))
    .filter((a) => Number.isFinite(a.omr) && a.omr >= 0)
  return { kind: 'paid', amounts, note: both(f.note) }
}

/** A stored place's travel facts; anything unset reads "not recorded". */
export function travelOf(doc: Record<string, unknown>): PlaceTravel {
  const access = obj(doc.access)
  const facilities = obj(doc.facilities)
  return {
    hours: hoursOf(doc.hours),
    fee: feeOf(doc.fee),
    access: {
      ...(Object.fromEntries(ACCESS_FACTS.map((key) => [key, fact(access[key])])) as Record<AccessFact, Fact>),
      surface: oneOf(SURFACES, access.surface),
      note: both(access.note),
    },
    facilities: Object.fromEntries(FACILITIES.map((key) => [key, fact(facilities[key])])) as Record<Facility, Fact>,
    bestSeasons: (Array.isArray(doc.bestSeasons) ? doc.bestSeasons : []).filter((s): s is SeasonTag => SEASON_TAGS.includes(s as SeasonTag)),
    safety: both(doc.safety),
    phone: text(doc.phone),
    website: text(doc.website),
  }
}

/** Whether the entry is recorded as free. */
export const isFree = (travel: Pick<PlaceTravel, 'fee'>) => travel.fee.kind === 'free'

/** The digits of a phone number, for a tel: link ("+968 2329 1234" → "+96823291234"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

// ---------------------------------------------------------------------------------------------------------------
// Validation

export type TravelProblemCode =
  | 'badTime'
  | 'closesBeforeOpens'
  | 'noDays'
  | 'weeklyWithoutRows'
  | 'badDate'
  | 'endsBeforeStart'
  | 'negativeFee'
  | 'feeTooPrecise'
  | 'paidWithoutAmount'
  | 'badPhone'
  | 'badWebsite'
export type TravelProblem = { code: TravelProblemCode; path: string }

/** Each check's message is its problem's code, mapped to a sentence in the admin's language below. */
const problem = (code: TravelProblemCode) => code

// Empty values pass here: the fields are required, and Payload says so in its own words.
const timeField = z.string().regex(TIME_PATTERN, problem('badTime')).nullish()
const dateField = z.string().regex(DATE_PATTERN, problem('badDate')).nullish()

const row = z
  .object({
    days: z.array(z.string()).nullish().refine((days) => !!days?.length, problem('noDays')),
    opens: timeField,
    closes: timeField,
    overnight: z.boolean().nullish(),
  })
  .superRefine((r, ctx) => {
    const opens = minutesOf(r.opens ?? '')
    const closes = minutesOf(r.closes ?? '')
    // 00:00 closes at midnight; a row ticked "closes after midnight" may close before it opened.
    if (Number.isFinite(opens) && Number.isFinite(closes) && !r.overnight && closes !== 0 && closes <= opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'closesBeforeOpens' })
    }
  })

const range = z.object({ from: dateField, to: dateField }).superRefine((r, ctx) => {
  if (r.from && r.to && DATE_PATTERN.test(r.from) && DATE_PATTERN.test(r.to) && r.to < r.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endsBeforeStart' })
})

const hoursInput = z
  .object({
    kind: z.enum(HOURS_KINDS).nullish(),
    weekly: z.array(row).nullish(),
    variants: z.array(z.intersection(range, z.object({ rows: z.array(row).nullish() }))).nullish(),
    closures: z.array(range).nullish(),
  })
  .superRefine((h, ctx) => {
    if (h.kind === 'weekly' && !(h.weekly ?? []).length) ctx.addIssue({ code: 'custom', path: ['weekly'], message: 'weeklyWithoutRows' })
  })

const feeInput = z
  .object({
    kind: z.enum(FEE_KINDS).nullish(),
    amounts: z
      .array(
        z.object({
          amount: z
            .number()
            .min(0, problem('negativeFee'))
            .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, problem('feeTooPrecise'))
            .nullish(),
        }),
      )
      .nullish(),
  })
  .superRefine((f, ctx) => {
    if (f.kind === 'paid' && !(f.amounts ?? []).length) ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'paidWithoutAmount' })
  })

/** A phone number: an optional +, then 7 to 15 digits, spaces and dashes between them ("+968 2329 1234", "1000"). */
export const PHONE_PATTERN = /^\+?\d[\d -]{2,20}\d$/
const phoneOk = (v: string) => PHONE_PATTERN.test(v) && (v.match(/\d/g) ?? []).length >= 4 && (v.match(/\d/g) ?? []).length <= 15

const travelInput = z.object({
  hours: hoursInput.nullish(),
  fee: feeInput.nullish(),
  phone: z.string().refine((v) => !v.trim() || phoneOk(v.trim()), problem('badPhone')).nullish(),
  website: z
    .string()
    .refine((v) => !v.trim() || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v.trim()), problem('badWebsite'))
    .nullish(),
})

export type TravelInput = z.input<typeof travelInput>

/** Every reason to refuse a place's travel facts; an empty list means they may be saved. */
export function travelProblems(input: unknown): TravelProblem[] {
  const result = travelInput.safeParse(input)
  if (result.success) return []
  const problems: TravelProblem[] = []
  for (const issue of result.error.issues) {
    // A value of the wrong type (text for a fee) has zod's own message: refused as the field's usual problem.
    const code: TravelProblemCode = issue.message in MESSAGES ? (issue.message as TravelProblemCode) : issue.path.includes('amount') ? 'negativeFee' : issue.path.includes('phone') ? 'badPhone' : issue.path.includes('website') ? 'badWebsite' : 'badTime'
    const path = issue.path.join('.')
    if (!problems.some((p) => p.path === path && p.code === code)) problems.push({ code, path })
  }
  return problems
}

const MESSAGES: Record<TravelProblemCode, { en: string; ar: string }> = {
  badTime: { en: 'Write the time as HH:MM on the 24-hour clock, e.g. 08:30 or 17:00.', ar: 'اكتب الوقت بصيغة HH:MM بنظام 24 ساعة، مثل 08:30 أو 17:00.' },
  closesBeforeOpens: {
    en: 'The closing time is before the opening time. If it closes after midnight, tick "Closes after midnight".',
    ar: 'وقت الإغلاق قبل وقت الفتح. إن كان يغلق بعد منتصف الليل فاختر «يغلق بعد منتصف الليل».',
  },
  noDays: { en: 'Choose the days these hours apply to.', ar: 'اختر الأيام التي تنطبق عليها هذه المواعيد.' },
  weeklyWithoutRows: { en: 'Add at least one row of weekly hours, or choose another kind of hours.', ar: 'أضف صفًا واحدًا على الأقل من المواعيد الأسبوعية، أو اختر نوعًا آخر من المواعيد.' },
  badDate: { en: 'Write the date as YYYY-MM-DD, e.g. 2027-06-21.', ar: 'اكتب التاريخ بصيغة YYYY-MM-DD، مثل 2027-06-21.' },
  endsBeforeStart: { en: 'The last day is before the first day.', ar: 'اليوم الأخير قبل اليوم الأول.' },
  negativeFee: { en: 'A fee cannot be negative. For no charge, choose "Free".', ar: 'لا يمكن أن تكون الرسوم سالبة. إن لم تكن هناك رسوم فاختر «مجاني».' },
  feeTooPrecise: { en: 'Give the fee in rials to at most three decimals (baisa), e.g. 0.500.', ar: 'اكتب الرسوم بالريال بثلاث خانات عشرية على الأكثر (بيسة)، مثل 0.500.' },
  paidWithoutAmount: { en: 'Add the amount for at least one type of visitor, or choose "Free".', ar: 'أضف المبلغ لنوع واحد من الزوار على الأقل، أو اختر «مجاني».' },
  badPhone: {
    en: 'This is not a phone number: use digits, spaces or dashes, with + for an international number, e.g. +968 2329 1234.',
    ar: 'هذا ليس رقم هاتف: استخدم الأرقام والمسافات أو الشرطات، مع + للرقم الدولي، مثل ‎+968 2329 1234.',
  },
  badWebsite: { en: 'Use a full https:// address.', ar: 'استخدم عنوانًا كاملًا يبدأ بـ https://' },
}

/** The sentence an editor reads, in the admin's language. */
export const travelProblemMessage = (problem: TravelProblem, language: string | undefined): string => MESSAGES[problem.code][language === 'ar' ? 'ar' : 'en']
