import type { PayloadRequest, TextField } from 'payload'

import { inAdminLanguage } from './labels'

const LINK_RULE = {
  en: 'Use a site path starting with "/" (for example /about) or a full URL starting with https://',
  ar: 'استخدم مسارًا في الموقع يبدأ بـ «/» (مثل ‎/about‎) أو عنوانًا كاملًا يبدأ بـ https://',
}

/** A site path (`/about`, `/economy/Tourism-Sector`) or an absolute http(s) URL; the refusal in the admin's language. */
export function validateLink(value: string | null | undefined, req?: Pick<PayloadRequest, 'i18n'>): true | string {
  if (!value) return true
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true
  return inAdminLanguage(req, LINK_RULE)
}

export function linkField(name = 'link', label: TextField['label'] = { en: 'Link', ar: 'الرابط' }): TextField {
  return {
    name,
    label,
    type: 'text',
    validate: (value: string | null | undefined, { req }) => validateLink(value, req),
    admin: {
      description: {
        en: 'A site path such as /about, or a full https:// address.',
        ar: 'مسار في الموقع مثل ‎/about‎ أو عنوان كامل يبدأ بـ https://',
      },
    },
  }
}
