/** The activity view speaks the admin's language. */
export const ACTIVITY_LABELS = {
  en: {
    title: 'Activity',
    intro: 'Who changed what and when, each step of review included: the latest 100 changes to pages, alerts, media, menus and settings. Open a version to compare it and restore it.',
    adminsOnly: 'Only administrators can see the activity.',
    page: 'What',
    author: 'By',
    when: 'When',
    state: 'Step',
    comment: 'Comment',
    published: 'Published',
    draft: 'Draft',
    unknown: 'Unknown (script or scheduled job)',
    restore: 'View and restore',
    empty: 'No changes yet.',
  },
  ar: {
    title: 'سجل النشاط',
    intro: 'من غيّر ماذا ومتى، مع كل خطوة من خطوات المراجعة: آخر 100 تغيير على الصفحات والتنبيهات والوسائط والقوائم والإعدادات. افتح نسخة لمقارنتها واستعادتها.',
    adminsOnly: 'سجل النشاط متاح للمشرفين فقط.',
    page: 'العنصر',
    author: 'بواسطة',
    when: 'التاريخ',
    state: 'الخطوة',
    comment: 'التعليق',
    published: 'منشورة',
    draft: 'مسودة',
    unknown: 'غير معروف (برنامج أو نشر مجدول)',
    restore: 'عرض واستعادة',
    empty: 'لا توجد تعديلات بعد.',
  },
} as const

export const activityLabels = (language: string) => (language === 'ar' ? ACTIVITY_LABELS.ar : ACTIVITY_LABELS.en)
