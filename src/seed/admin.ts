/**
 * The first administrator: from ADMIN_EMAIL / ADMIN_PASSWORD when given, otherwise admin@example.com with a
 * generated password that is printed once. Nothing happens when any user exists.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { env } from '@/lib/env'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

export async function ensureFirstAdmin(payload: Payload, log: (message: string) => void = console.log) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    context: { disableRevalidate: true },
  })
  const lines = [
    'First administrator created for /admin',
    `  e-mail:   ${email}`,
    generated ? `  password: ${password}   (shown only this once: note it, then change it in the admin)` : '  password: the ADMIN_PASSWORD you set',
  ]
  log(['', '='.repeat(72), ...lines, '='.repeat(72), ''].join('\n'))
  return { email, password }
}
