/**
 * The alerts collection's hooks: refuse a bad alert with a sentence in the admin's language before anything is
 * written, and expire the `alerts` cache tag whenever what visitors may see changes (a publish, an edit of a published
 * alert, an unpublish, a delete), then re-arm the timer that expires it again at the next onset or expiry
 * (./expiry.ts). A draft save expires nothing, as for pages.
 */
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

import { armAlertExpiry } from './expiry'
import { alertProblemMessage, alertProblems, type AlertInput } from './model'

const DRAFT_SAVE = 'alertDraftSave'
type Texts = Partial<Record<'en' | 'ar', string | null | undefined>>
type Localized = string | Texts | null | undefined

/** Same rule as Payload's own: a draft save leaves the published row alone. */
export const markAlertDraftSave: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
    const draft = Boolean((args as { draft?: boolean }).draft)
    const status = (args as { data?: { _status?: string } }).data?._status
    req.context[DRAFT_SAVE] = draft && status !== 'published'
  }
  return args
}

/** A localized field's texts per language: the saved ones, overlaid with what this save sends in its locale. */
function texts(saved: Localized, sent: Localized, locale: string | undefined): Texts {
  const all: Texts = saved && typeof saved === 'object' ? { ...saved } : {}
  if (sent && typeof sent === 'object') return { ...all, ...sent }
  if (typeof sent === 'string' && (locale === 'en' || locale === 'ar')) all[locale] = sent
  return all
}

/**
 * The alert as last saved (draft included) in every language, read in this save's transaction. Payload's Local API
 * sets the request's locale to the one it reads in, so this save's own locale is put back after.
 */
async function allLanguages(req: PayloadRequest, id: number | string): Promise<Record<string, unknown>> {
  const { locale, fallbackLocale } = req
  try {
    const doc = await req.payload.findByID({ collection: 'alerts', id, locale: 'all', draft: true, depth: 0, overrideAccess: true, req })
    return doc as unknown as Record<string, unknown>
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

export const validateAlert: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const sent = (data ?? {}) as Record<string, unknown>
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  // The other language's texts are not in this save (it carries one locale): read them as last saved, draft included.
  const saved = id ? await allLanguages(req, id) : {}
  const merged = { ...(originalDoc ?? {}), ...sent } as Record<string, unknown>
  const input: AlertInput = {
    onset: merged.onset as string | undefined,
    expires: merged.expires as string | undefined,
    longRunning: merged.longRunning as boolean | undefined,
    wilayats: merged.wilayats as unknown[] | undefined,
    title: texts(saved.title as Localized, sent.title as Localized, req.locale ?? undefined),
    message: texts(saved.message as Localized, sent.message as Localized, req.locale ?? undefined),
    publishing: sent._status === 'published' || (sent._status === undefined && (originalDoc as { _status?: string } | undefined)?._status === 'published' && req.context[DRAFT_SAVE] !== true),
  }
  const problems = alertProblems(input)
  if (problems.length) {
    // The sentence is also the error's label: the production REST answer (and so the admin's notice) carries only it.
    const errors = problems.map((problem) => {
      const message = alertProblemMessage(problem, req.i18n?.language)
      return { path: problem.path, message, label: message }
    })
    throw new ValidationError({ collection: 'alerts', errors }, req.t)
  }
  return data
}

export const revalidateAlertsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  // A publish, an edit of the published alert or an unpublish: every page's banner may change. Never-published
  // alerts expire the tag too when saved without `draft` (cheap, and the tag is only the alerts' reads).
  if (req.context[DRAFT_SAVE] === true) return doc
  expireTags(req, [tags.alerts])
  armAlertExpiry(req.payload)
  return doc
}

export const revalidateAlertsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [tags.alerts])
  armAlertExpiry(req.payload)
  return doc
}
