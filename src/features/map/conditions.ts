/**
 * A map place's current condition (open, busy, closed, restricted access), set by the content team with a short note
 * and an end: the pure rules every reader shares (the place's card, the map's lists, the expiry timer, the admin's
 * refusals). No Payload, no React. A condition past its end is no longer vouched for: it reads "not confirmed", not
 * its old value, so a beach closed for a storm last week never shows as closed (or open) today on our word.
 */

export const PLACE_STATUSES = ['open', 'busy', 'closed', 'restricted'] as const
export type PlaceStatus = (typeof PLACE_STATUSES)[number]

/** What a visitor reads: the status while it holds, "not confirmed" once its end has passed. */
export type ShownStatus = PlaceStatus | 'unconfirmed'

/** Fits a card's line on a phone and a screen reader's breath. */
export const NOTE_MAX = 140

type Both = { en: string; ar: string }

export const STATUS_LABELS: Record<PlaceStatus, Both> = {
  open: { en: 'Open', ar: 'مفتوح' },
  busy: { en: 'Busy', ar: 'مزدحم' },
  closed: { en: 'Closed', ar: 'مغلق' },
  restricted: { en: 'Restricted access', ar: 'الدخول مقيد' },
}

/** A place's condition as stored (the `condition` group of the Places collection). */
export type PlaceCondition = {
  status: PlaceStatus
  note: { en: string | null; ar: string | null }
  /** When it stops being vouched for (ISO). */
  expires: string | null
  /** When it was last set (ISO): the "updated" time visitors read. */
  setAt: string | null
}

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NaN)

/** Whether the condition still holds at `now`: set, and its end (excluded) not reached. No end: it never lapses. */
export function isConfirmed(condition: Pick<PlaceCondition, 'expires'>, now: number): boolean {
  const end = time(condition.expires)
  return !Number.isFinite(end) || now < end
}

/** What the card says at `now`. */
export function shownStatus(condition: Pick<PlaceCondition, 'status' | 'expires'>, now: number): ShownStatus {
  return isConfirmed(condition, now) ? condition.status : 'unconfirmed'
}

/** The next moment a condition lapses, or null: when the cached map reads must be expired (alerts' expiry timer). */
export function nextConditionEnd(conditions: readonly Pick<PlaceCondition, 'expires'>[], now: number): number | null {
  let next: number | null = null
  for (const condition of conditions) {
    const end = time(condition.expires)
    if (end > now && (next === null || end < next)) next = end
  }
  return next
}

/** Which conditions still hold, as one string: the map's cached reads are expired whenever it changes. */
export function conditionFingerprint(
  places: readonly { id: number; expires: string | null; setAt: string | null }[],
  now: number,
): string {
  return places
    .filter((place) => isConfirmed(place, now))
    .map((place) => `${place.id}@${place.setAt ?? ''}`)
    .sort()
    .join(',')
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

export type ConditionProblem =
  | { code: 'expiresInPast'; path: 'condition.expires' }
  | { code: 'noteTooLong'; path: 'condition.note'; length: number }
  | { code: 'noteWithoutStatus'; path: 'condition.status' }

export type ConditionInput = {
  status?: string | null
  note?: string | null
  expires?: string | Date | null
  /** The end as saved before: an unchanged end in the past is no reason to refuse another edit of the place. */
  previousExpires?: string | Date | null
}

const ms = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/** Every reason to refuse a place's condition; an empty list means it may be saved. */
export function conditionProblems(input: ConditionInput, now: number): ConditionProblem[] {
  const problems: ConditionProblem[] = []
  const expires = ms(input.expires)
  const changed = expires !== ms(input.previousExpires)
  if (Number.isFinite(expires) && changed && expires <= now) problems.push({ code: 'expiresInPast', path: 'condition.expires' })
  const note = input.note ?? ''
  if ([...note].length > NOTE_MAX) problems.push({ code: 'noteTooLong', path: 'condition.note', length: [...note].length })
  if (!input.status && note.trim()) problems.push({ code: 'noteWithoutStatus', path: 'condition.status' })
  return problems
}

/** The sentence an editor reads, in the admin's language. */
export function conditionProblemMessage(problem: ConditionProblem, language: string | undefined): string {
  const ar = language === 'ar'
  switch (problem.code) {
    case 'expiresInPast':
      return ar ? 'يجب أن يكون وقت انتهاء الحالة في المستقبل.' : 'The status must end in the future: this end time has already passed.'
    case 'noteTooLong':
      return ar
        ? `الملاحظة أطول من ${NOTE_MAX} حرفًا (${problem.length}).`
        : `The note is longer than ${NOTE_MAX} characters (${problem.length}).`
    case 'noteWithoutStatus':
      return ar ? 'اختر حالة للمكان قبل كتابة ملاحظة.' : 'Choose a status for the place before writing a note.'
  }
}
