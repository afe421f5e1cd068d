/**
 * POST /api/{pages|alerts}/:id/review: the two steps Payload has no button for.
 * - `{ "action": "submit" }`: any member of staff submits the latest draft for review.
 * - `{ "action": "sendBack", "comment": "…" }`: a reviewer or an admin sends it back with a comment (1 to 1000
 *   characters), which the editor sees on the document and on the dashboard.
 * Each is a draft save (visitors see nothing new) that sets the review fields, in the caller's name and with their
 * access; the activity log records it. Publishing stays Payload's own Publish button.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isReviewerUser, isStaff } from '@/lib/access'

import { REVIEW_STEP, type ReviewStep } from './hooks'
import { reviewLabels, type ReviewedCollection } from './labels'

// Document ids are serial ids; Payload's Local API takes them as numbers.
const docId = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)
export const reviewRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('submit') }),
  z.object({ action: z.literal('sendBack'), comment: z.string().trim().min(1).max(1000) }),
])

const noStore = { 'Cache-Control': 'no-store' }
const fail = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: noStore })

async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    return typeof req.json === 'function' ? await req.json() : undefined
  } catch {
    return undefined
  }
}

export const reviewEndpoint = (collection: ReviewedCollection): Endpoint => ({
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    const t = reviewLabels(req.i18n?.language)
    if (!req.user) return fail(401, t.signIn)
    if (!isStaff(req)) return fail(403, t.refused)
    const id = docId.safeParse(req.routeParams?.id)
    if (!id.success) return fail(404, t.notFound)
    const body = reviewRequest.safeParse(await readBody(req))
    if (!body.success) return fail(400, t.badRequest)
    if (body.data.action === 'sendBack' && !isReviewerUser(req.user as never)) return fail(403, t.onlyReviewers)

    const now = new Date().toISOString()
    const step: ReviewStep =
      body.data.action === 'submit'
        ? {
            collection,
            id: id.data,
            action: 'submitted',
            values: { reviewState: 'submitted', submittedBy: req.user.id, submittedAt: now, reviewComment: null, reviewBy: null, reviewAt: null },
          }
        : {
            collection,
            id: id.data,
            action: 'sentBack',
            values: { reviewState: 'sentBack', reviewComment: body.data.comment, reviewBy: req.user.id, reviewAt: now, submittedBy: undefined, submittedAt: undefined },
          }
    if (step.action === 'sentBack') {
      // Who submitted stays: the editor's dashboard lists what they submitted.
      const current = await req.payload.findByID({ collection, id: id.data, draft: true, depth: 0, user: req.user, overrideAccess: false, req, disableErrors: true })
      if (!current) return fail(404, t.notFound)
      const submittedBy = (current as { submittedBy?: unknown }).submittedBy
      step.values.submittedBy = submittedBy && typeof submittedBy === 'object' ? (submittedBy as { id: unknown }).id : (submittedBy ?? null)
      step.values.submittedAt = (current as { submittedAt?: unknown }).submittedAt ?? null
    }
    req.context[REVIEW_STEP] = step
    try {
      const doc = await req.payload.update({ collection, id: id.data, draft: true, data: {}, depth: 0, user: req.user, overrideAccess: false, req })
      return Response.json({ doc: { id: doc.id, reviewState: (doc as { reviewState?: unknown }).reviewState }, message: t.done[body.data.action] }, { headers: noStore })
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status === 404) return fail(404, t.notFound)
      if (status === 403) return fail(403, t.refused)
      throw error
    } finally {
      delete req.context[REVIEW_STEP]
    }
  },
})
