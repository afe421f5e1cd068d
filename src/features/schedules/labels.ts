/** What the schedule notices say, in the admin's language. */
import { TIME_ZONE } from '@/lib/dates'

export const SCHEDULE_LABELS = {
  en: {
    dashboardTitle: 'Schedules that did not run',
    dashboardIntro: 'These scheduled publications and unpublications did not happen. Open the page to publish it, unpublish it or schedule it again.',
    pageTitle: 'A schedule did not run',
    pageIntro: 'Publish, unpublish or schedule it again: this schedule will not run by itself.',
    publish: 'Publish',
    unpublish: 'Unpublish',
    due: 'Was due',
    page: 'Page',
    action: 'Action',
    reason: 'What happened',
    failed: 'Failed',
    overdue: 'Not run yet: the scheduler is not running',
    pageGone: 'The page was deleted',
    allLanguages: 'all languages',
    language: { en: 'English', ar: 'Arabic' } as Record<string, string>,
  },
  ar: {
    dashboardTitle: 'مواعيد نشر لم تُنفَّذ',
    dashboardIntro: 'لم يحدث هذا النشر أو إلغاء النشر المجدول. افتح الصفحة لنشرها أو إلغاء نشرها أو جدولتها من جديد.',
    pageTitle: 'موعد مجدول لم يُنفَّذ',
    pageIntro: 'انشر الصفحة أو ألغِ نشرها أو جدولها من جديد: هذا الموعد لن يُنفَّذ من تلقاء نفسه.',
    publish: 'نشر',
    unpublish: 'إلغاء النشر',
    due: 'كان موعده',
    page: 'الصفحة',
    action: 'الإجراء',
    reason: 'ما حدث',
    failed: 'فشل',
    overdue: 'لم يُنفَّذ بعد: المُجدوِل لا يعمل',
    pageGone: 'حُذفت الصفحة',
    allLanguages: 'كل اللغات',
    language: { en: 'الإنجليزية', ar: 'العربية' } as Record<string, string>,
  },
} as const

export const scheduleLabels = (language: string) => (language === 'ar' ? SCHEDULE_LABELS.ar : SCHEDULE_LABELS.en)

/** Dates in the admin as everywhere else in it: Muscat time, in the admin's language. */
export const adminDate = (language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
