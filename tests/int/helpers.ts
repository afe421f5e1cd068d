/**
 * Integration test helpers: the Payload instance of the database scripts/test.mjs prepared, and request
 * contexts for each kind of visitor (anonymous, editor, reviewer, admin).
 */
import config from '@payload-config'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}

export type Who = 'anonymous' | 'editor' | 'reviewer' | 'admin'

/** A user of the given role, created once per database. */
export async function userOf(payload: Payload, role: 'editor' | 'reviewer' | 'admin') {
  const email = `int-${role}@example.com`
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (found.docs[0]) return found.docs[0]
  return payload.create({
    collection: 'users',
    data: { email, password: `Integration-${role}-password-1`, role },
  })
}

/** Options for a Local API call made as `who`, with access control applied. */
export async function as(payload: Payload, who: Who) {
  if (who === 'anonymous') return { overrideAccess: false as const, user: null }
  const user = await userOf(payload, who)
  return { overrideAccess: false as const, user: { ...user, collection: 'users' as const } }
}

export function fakeRequest(payload: Payload, headers: Record<string, string> = {}): PayloadRequest {
  return { payload, headers: new Headers(headers), context: {} } as unknown as PayloadRequest
}

/**
 * The suite runs twice, on SQLite and then on PostgreSQL (scripts/test.mjs). A test whose subject does not depend on
 * the database the site runs on (one that brings its own, or repeats code the first run covered) runs on the first only.
 */
export const onPostgres = (process.env.DATABASE_URI ?? '').startsWith('postgres')

/** The error a save is refused with: its status and the messages of its fields (throws if the save went through). */
export async function refusal(save: () => Promise<unknown>) {
  try {
    await save()
  } catch (error) {
    const e = error as { status?: number; data?: { errors?: { path: string; message: string }[] } }
    return { status: e.status, errors: e.data?.errors ?? [] }
  }
  throw new Error('the save was not refused')
}
