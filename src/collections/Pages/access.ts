/**
 * Who may read a page's dates. A date the editors hide (`showDate` off, "SOON" on the site) is published nowhere
 * (docs/decisions/0017): an anonymous read gets neither `pageDate` nor `event.endDate`, whether it is
 * the site's own (so no screen, RSC payload, JSON-LD, calendar file or `/api/v1` answer can carry it), Payload's
 * REST or GraphQL. Staff (the admin, a preview) see it.
 */
import type { FieldAccess } from 'payload'

import { isStaff } from '@/lib/access'

export const readUnlessDateHidden: FieldAccess = ({ req, doc }) => {
  if (isStaff(req)) return true
  // No document: Payload asks whether the field may be queried or sorted on. The site's own reads may (they sort
  // events and news by date; what they return is still stripped); a request from outside may not, or
  // `where[pageDate][less_than]=…` would find a hidden date by bisection.
  if (!doc) return req.payloadAPI === 'local'
  return (doc as { showDate?: boolean | null }).showDate !== false
}
