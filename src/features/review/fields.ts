/**
 * A reviewed document's review state, saved with it (and so in each version): `reviewState` (submitted, sent back,
 * or empty), who submitted and when, and the reviewer's comment, who sent it back and when. Only the review
 * endpoint (./endpoint.ts) and a publish change them (./hooks.ts); whatever a save sends for them is ignored.
 * The state is a list column and filter; on the document the sidebar's review panel (ReviewPanel) shows it all.
 */
import type { Field } from 'payload'

import { REVIEW_STATE_LABELS, REVIEW_STATES } from './labels'

export const REVIEW_FIELD_NAMES = ['reviewState', 'submittedBy', 'submittedAt', 'reviewComment', 'reviewBy', 'reviewAt'] as const

export const reviewFields: Field[] = [
  {
    name: 'reviewState',
    label: { en: 'Review', ar: 'المراجعة' },
    type: 'select',
    index: true,
    options: REVIEW_STATES.map((value) => ({ value, label: REVIEW_STATE_LABELS[value] })),
    admin: { position: 'sidebar', components: { Field: '@/features/review/ReviewPanel' } },
  },
  { name: 'submittedBy', label: { en: 'Submitted by', ar: 'أرسله' }, type: 'relationship', relationTo: 'users', index: true, admin: { hidden: true } },
  { name: 'submittedAt', label: { en: 'Submitted on', ar: 'تاريخ الإرسال' }, type: 'date', admin: { hidden: true } },
  { name: 'reviewComment', label: { en: 'Review comment', ar: 'تعليق المراجعة' }, type: 'textarea', admin: { hidden: true } },
  { name: 'reviewBy', label: { en: 'Sent back by', ar: 'أعاده' }, type: 'relationship', relationTo: 'users', admin: { hidden: true } },
  { name: 'reviewAt', label: { en: 'Sent back on', ar: 'تاريخ الإعادة' }, type: 'date', admin: { hidden: true } },
]
