import type { TextField } from 'payload'

/** A site path (`/about`, `/economy/Tourism-Sector`) or an absolute http(s) URL. */
export function validateLink(value: string | null | undefined): true | string {
  if (!value) return true
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true
  return 'Use a site path starting with "/" (for example /about) or a full URL starting with https://'
}

export function linkField(name = 'link', label: TextField['label'] = { en: 'Link', ar: 'الرابط' }): TextField {
  return {
    name,
    label,
    type: 'text',
    validate: (value: string | null | undefined) => validateLink(value),
    admin: {
      description: {
        en: 'A site path such as /about, or a full https:// address.',
        ar: 'مسار في الموقع مثل ‎/about‎ أو عنوان كامل يبدأ بـ https://',
      },
    },
  }
}
