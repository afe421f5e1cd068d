/**
 * The Places collection's hooks for a place's condition (./conditions.ts): refuse a bad one with a sentence in the
 * admin's language before anything is written, and stamp when it was set, which is what visitors read as "updated".
 * Node-safe (Payload's config loads it in plain Node).
 */
import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { conditionProblemMessage, conditionProblems } from './conditions'

type Condition = { status?: string | null; note?: unknown; expires?: string | null; setAt?: string | null }
type Doc = { condition?: Condition | null } | undefined

/** A save carries one language's note (a string), or every language's (locale "all": an object). */
const notes = (note: unknown): string[] =>
  typeof note === 'string' ? [note] : note && typeof note === 'object' ? Object.values(note).filter((v): v is string => typeof v === 'string') : []

export const validatePlaceCondition: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const sent = (data as Doc)?.condition
  if (!sent) return data
  const saved = (originalDoc as Doc)?.condition ?? {}
  const merged = { ...saved, ...sent }
  const texts = notes(sent.note ?? saved.note)
  const problems = (texts.length ? texts : ['']).flatMap((note) =>
    conditionProblems({ status: merged.status, note, expires: merged.status ? merged.expires : null, previousExpires: saved.expires }, Date.now()),
  )
  // One sentence per problem, even when both languages' notes are too long.
  const unique = problems.filter((problem, i) => problems.findIndex((p) => p.code === problem.code) === i)
  if (unique.length) {
    const errors = unique.map((problem) => {
      const message = conditionProblemMessage(problem, req.i18n?.language)
      // The sentence is also the label: the production REST answer (and so the admin's notice) carries only it.
      return { path: problem.path, message, label: message }
    })
    throw new ValidationError({ collection: 'places', errors }, req.t)
  }
  return data
}

/**
 * `setAt` is the time the condition was last set: now, whenever this save changes its status, its end or its note
 * (in the language saved); cleared with the status. Editors never type it (read-only in the admin).
 */
export const stampPlaceCondition: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const sent = (data as Doc)?.condition
  if (!sent) return data
  const saved = (originalDoc as Doc)?.condition ?? {}
  // A save may carry only part of the group (the Arabic note alone): what it leaves out stays as saved.
  const merged = { ...saved, ...sent }
  const changed =
    (merged.status ?? null) !== (saved.status ?? null) ||
    new Date(merged.expires ?? 0).getTime() !== new Date(saved.expires ?? 0).getTime() ||
    ('note' in sent && JSON.stringify(sent.note ?? null) !== JSON.stringify(saved.note ?? null))
  const setAt = !merged.status ? null : changed || !saved.setAt ? new Date().toISOString() : saved.setAt
  return { ...data, condition: { ...sent, setAt } }
}
