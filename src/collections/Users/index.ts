/**
 * Staff accounts: editors write content and submit it for review; reviewers also publish and send back; admins also
 * manage users and settings (docs/decisions/0039-review-before-publish.md). Failed sign-ins are limited per
 * client address and per (address, account), with a slow-down, and never lock an account (features/auth/login-limits.ts):
 * a lockout per account let anyone lock staff out.
 */
import type { CollectionConfig } from 'payload'

import { loginLimitHook, loginSuccessHook, passwordPolicyHook } from '@/features/auth'
import { ADMIN_GROUPS } from '@/fields/labels'
import { admins, adminsField, isAdmin, isStaff } from '@/lib/access'
import { env } from '@/lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', ar: 'مستخدم' }, plural: { en: 'Users', ar: 'المستخدمون' } },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: ADMIN_GROUPS.administration },
  auth: {
    // 0: no per-account lockout (see features/auth/login-limits.ts).
    maxLoginAttempts: 0,
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
  hooks: { beforeOperation: [loginLimitHook, passwordPolicyHook], afterLogin: [loginSuccessHook] },
  fields: [
    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text' },
    {
      name: 'role',
      label: { en: 'Role', ar: 'الدور' },
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: { en: 'Editor (writes, submits for review)', ar: 'محرر (يكتب ويرسل للمراجعة)' }, value: 'editor' },
        { label: { en: 'Reviewer (also publishes)', ar: 'مراجع (ينشر أيضًا)' }, value: 'reviewer' },
        { label: { en: 'Administrator (content, users, settings)', ar: 'مسؤول (المحتوى والمستخدمون والإعدادات)' }, value: 'admin' },
      ],
      access: { update: adminsField, create: adminsField },
    },
    {
      // Warnings cannot wait for a review: an admin lets an editor publish alerts (only alerts) directly.
      name: 'publishAlerts',
      label: { en: 'May publish alerts directly', ar: 'يمكنه نشر التنبيهات مباشرة' },
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { update: adminsField, create: adminsField },
      admin: {
        condition: (data) => data?.role === 'editor',
        description: {
          en: 'For editors who must warn visitors at once (fog, a closed road, a flood). Reviewers and administrators publish anyway.',
          ar: 'للمحررين الذين يجب أن ينبهوا الزوار فورًا (ضباب، طريق مغلق، سيول). المراجعون والمسؤولون ينشرون في كل الأحوال.',
        },
      },
    },
  ],
}
