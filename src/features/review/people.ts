/** Names of the users a review names (who submitted, who sent back), read with full access: staff see each other's names. */
import type { Payload } from 'payload'

import { TIME_ZONE } from '@/lib/dates'

export const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object' ? ((value as { id?: number | string }).id ?? null) : typeof value === 'number' || typeof value === 'string' ? value : null

export async function namesOf(payload: Payload, ids: (number | string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is number | string => id != null))]
  if (wanted.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    select: { name: true, email: true },
    overrideAccess: true,
  })
  return new Map(docs.map((u) => [String(u.id), u.name?.trim() || u.email]))
}

export const dateFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
