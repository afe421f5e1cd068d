/**
 * Who is previewing: a logged-in member of staff (editor, reviewer or admin) whose browser has Next's draft mode on. Draft mode alone is not
 * enough: the Payload session is checked on every preview render, so logging out ends the preview at once and a
 * copied draft-mode cookie shows nothing without the editor's own session. Outside a request (build, static
 * params) there is no viewer.
 */
import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'

import { roleOfUser } from '@/lib/access'
import { getPayloadClient } from '@/lib/payload'

export function isStaffUser(user: unknown): user is TypedUser {
  return roleOfUser(user as { role?: unknown } | null) !== undefined
}

export async function previewViewer(): Promise<TypedUser | null> {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return null
  }
  if (!enabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? user : null
}
