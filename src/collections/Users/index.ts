/**
 * Staff accounts: editors manage content; admins also manage users and settings. Logins lock an account after
 * repeated failures and are rate-limited per client address (hooks/loginRateLimit.ts).
 */
import type { CollectionConfig } from 'payload'

import { admins, adminsField, isAdmin, isStaff } from '@/lib/access'
import { env } from '@/lib/env'

import { loginRateLimit } from './loginRateLimit'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:') },
  },
  access: {
    read: ({ req }) => (isAdmin(req) ? true : isStaff(req) ? { id: { equals: req.user?.id } } : false),
    create: admins,
    update: ({ req }) => (isAdmin(req) ? true : isStaff(req) ? { id: { equals: req.user?.id } } : false),
    delete: admins,
    unlock: admins,
    admin: ({ req }) => isStaff(req),
  },
  hooks: { beforeOperation: [loginRateLimit] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Editor (content)', value: 'editor' },
        { label: 'Administrator (content, users, settings)', value: 'admin' },
      ],
      access: { update: adminsField, create: adminsField },
    },
  ],
}
