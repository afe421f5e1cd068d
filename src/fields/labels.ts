/**
 * Words the admin shows around the content model, in English and in Arabic (tests/unit/admin-labels.test.ts fails on
 * any project label, help text or menu group given in one language only).
 */
import type { PayloadRequest } from 'payload'

import type { Bilingual } from './options'

/**
 * The admin menu's groups. Payload groups collections and globals by the group's translated text, so each group is
 * named once here and every collection of it uses the same words.
 */
export const ADMIN_GROUPS = {
  content: { en: 'Content', ar: 'المحتوى' },
  navigation: { en: 'Navigation', ar: 'التنقل' },
  feedback: { en: 'Feedback', ar: 'آراء الزوار' },
  administration: { en: 'Administration', ar: 'الإدارة' },
} as const satisfies Record<string, Bilingual>

/** What a field's `validate` needs of its second argument to answer in the admin's language. */
export type ValidateContext = { req?: Pick<PayloadRequest, 'i18n'> }

/** A refused value's message in the admin's language (a field's `validate` gets the request). */
export function inAdminLanguage(req: Pick<PayloadRequest, 'i18n'> | undefined, text: Bilingual): string {
  return req?.i18n?.language === 'ar' ? text.ar : text.en
}

/** The rule the content model's keys follow (data sets, map places, news classifications). */
export const KEY_RULE: Bilingual = {
  en: 'Lowercase letters, digits and "-" only.',
  ar: 'أحرف لاتينية صغيرة وأرقام و«-» فقط.',
}

/** A link that must be a full secure web address (social accounts, map links). */
export const HTTPS_RULE: Bilingual = {
  en: 'Use a full https:// address.',
  ar: 'استخدم عنوانًا كاملًا يبدأ بـ https://',
}
