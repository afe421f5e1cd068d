/** What an activity row says happened, with its words in the admin's languages. Stored in English. */
export const ACTIVITY_ACTIONS = ['draft', 'submitted', 'sentBack', 'published', 'unpublished', 'saved', 'created', 'changed', 'deleted'] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

export const ACTION_LABELS: Record<ActivityAction, { en: string; ar: string }> = {
  draft: { en: 'Saved as draft', ar: 'حُفظ كمسودة' },
  submitted: { en: 'Submitted for review', ar: 'أُرسل للمراجعة' },
  sentBack: { en: 'Sent back with comment', ar: 'أُعيد مع تعليق' },
  published: { en: 'Published', ar: 'نُشر' },
  unpublished: { en: 'Unpublished', ar: 'أُلغي نشره' },
  saved: { en: 'Saved (not published)', ar: 'حُفظ (غير منشور)' },
  created: { en: 'Added', ar: 'أُضيف' },
  changed: { en: 'Changed', ar: 'عُدّل' },
  deleted: { en: 'Deleted', ar: 'حُذف' },
}

/** What was changed: a collection or a global, named in the admin's languages. */
export const ENTITY_LABELS: Record<string, { en: string; ar: string }> = {
  pages: { en: 'Page', ar: 'صفحة' },
  alerts: { en: 'Alert', ar: 'تنبيه' },
  media: { en: 'Media', ar: 'وسائط' },
  header: { en: 'Header menu', ar: 'القائمة العلوية' },
  footer: { en: 'Footer menu', ar: 'قائمة التذييل' },
  settings: { en: 'Site settings', ar: 'إعدادات الموقع' },
  'emergency-numbers': { en: 'Emergency numbers', ar: 'أرقام الطوارئ' },
}
