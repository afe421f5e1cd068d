/** The activity view speaks the admin's language. */
export const ACTIVITY_LABELS = {
  en: {
    title: 'Activity',
    intro: 'Who changed which page and when: the latest 50 saves. Open a version to compare it and restore it.',
    adminsOnly: 'Only administrators can see the activity.',
    page: 'Page',
    author: 'Changed by',
    when: 'When',
    state: 'Saved as',
    published: 'Published',
    draft: 'Draft',
    unknown: 'Unknown (script or scheduled job)',
    restore: 'View and restore',
    empty: 'No changes yet.',
  },
  ar: {
    title: 'سجل النشاط',
    intro: 'من عدّل أي صفحة ومتى: آخر 50 حفظًا. افتح نسخة لمقارنتها واستعادتها.',
    adminsOnly: 'سجل النشاط متاح للمشرفين فقط.',
    page: 'الصفحة',
    author: 'عدّلها',
    when: 'التاريخ',
    state: 'حُفظت كـ',
    published: 'منشورة',
    draft: 'مسودة',
    unknown: 'غير معروف (برنامج أو نشر مجدول)',
    restore: 'عرض واستعادة',
    empty: 'لا توجد تعديلات بعد.',
  },
} as const

export const activityLabels = (language: string) => (language === 'ar' ? ACTIVITY_LABELS.ar : ACTIVITY_LABELS.en)
