/**
 * The end of every place's condition that still holds: what the alerts' expiry timer (src/features/alerts/expiry.ts)
 * needs to expire the map's cached reads when a condition lapses. Not a visitor's read, never shown.
 */
import type { Payload } from 'payload'

export async function findConditionTimings(payload: Payload): Promise<{ id: number; expires: string | null; setAt: string | null }[]> {
  const result = await payload.find({
    collection: 'places',
    where: { and: [{ 'condition.status': { exists: true } }, { 'condition.expires': { greater_than: new Date().toISOString() } }] },
    depth: 0,
    overrideAccess: true,
    limit: 1000,
    pagination: false,
    select: { condition: { expires: true, setAt: true } },
  })
  return result.docs.map((doc) => ({ id: Number(doc.id), expires: doc.condition?.expires ?? null, setAt: doc.condition?.setAt ?? null }))
}
