/**
 * Review before publish, as Payload's config takes it (docs/decisions/0039-review-before-publish.md): the review
 * fields, the hooks that refuse a publish by someone who may not and log each step, and the review endpoint.
 * A collection with drafts spreads `reviewed(slug)` into its config.
 */
import type { CollectionConfig } from 'payload'

import { staffPublishing } from '@/lib/access'

import { reviewEndpoint } from './endpoint'
import { reviewFields } from './fields'
import { guardPublishChange, guardPublishOperation, recordReviewedChange, recordReviewedDelete } from './hooks'
import type { ReviewedCollection } from './labels'

export { REVIEW_FIELD_NAMES, reviewFields } from './fields'
export { mayPublishHere, publishRefused } from './hooks'
export { REVIEW_LABELS, REVIEWED_COLLECTIONS, reviewLabels, type ReviewedCollection } from './labels'
export { reviewRequest } from './endpoint'

/**
 * The review workflow added to a collection with drafts: its update access (a publish needs a reviewer), the
 * review fields, the endpoint and the hooks. The guards come first, so nothing else runs for a refused save.
 */
export function reviewed(slug: ReviewedCollection, config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    access: { ...config.access, update: staffPublishing(slug) },
    endpoints: [...(Array.isArray(config.endpoints) ? config.endpoints : []), reviewEndpoint(slug)],
    hooks: {
      ...hooks,
      beforeOperation: [guardPublishOperation, ...(hooks.beforeOperation ?? [])],
      beforeChange: [guardPublishChange, ...(hooks.beforeChange ?? [])],
      afterChange: [...(hooks.afterChange ?? []), recordReviewedChange],
      afterDelete: [...(hooks.afterDelete ?? []), recordReviewedDelete],
    },
    fields: [...config.fields, ...reviewFields],
  }
}
