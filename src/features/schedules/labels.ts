/** What the schedule notices say, in the admin's language. */
import { TIME_ZONE } from '@/lib/dates'

export const SCHEDULE_LABELS = {
  en: {
    dashboardTitle: 'Schedules to look at',
    dashboardIntro: 'These scheduled publications and unpublications did not happen, or will change nothing. Open the page to publish it, unpublish it or schedule it again.',
    pageTitle: 'A schedule needs your attention',
    pageIntro: 'It did not run, or it will change nothing: publish, unpublish or schedule it again.',
    publish: 'Publish',
    unpublish: 'Unpublish',
    due: 'Was due',
    dueAhead: 'Due',
    page: 'Page',
    action: 'Action',
    reason: 'What happened',
    failed: 'Failed',
    overdue: 'Not run yet: the scheduler is not running',
    pageGone: 'The page was deleted',
    noEffect:
      'This page has never been published, so unpublishing it will change nothing and it stays off the site. To put it online at that time, delete this schedule and schedule again with "Publish" chosen.',
    allLanguages: 'all languages',
    language: { en: 'English', ar: 'Arabic' } as Record<string, string>,
  },
  ar: {
    dashboardTitle: 'مواعيد نشر تحتاج إلى مراجعة',
    dashboardIntro: 'لم يحدث هذا النشر أو إلغاء النشر المجدول، أو لن يغيّر شيئًا. افتح الصفحة لنشرها أو إلغاء نشرها أو جدولتها من جديد.',
    pageTitle: 'موعد مجدول يحتاج إلى انتباهك',
    pageIntro: 'لم يُنفَّذ أو لن يغيّر شيئًا: انشر الصفحة أو ألغِ نشرها أو جدولها من جديد.',
    publish: 'نشر',
    unpublish: 'إلغاء النشر',
    due: 'كان موعده',
    dueAhead: 'موعده',
    page: 'الصفحة',
    action: 'الإجراء',
    reason: 'ما حدث',
    failed: 'فشل',
    overdue: 'لم يُنفَّذ بعد: المُجدوِل لا يعمل',
    pageGone: 'حُذفت الصفحة',
    noEffect: 'لم تُنشر هذه الصفحة قط، فإلغاء نشرها لن يغيّر شيئًا وستبقى خارج الموقع. لنشرها في ذلك الموعد احذف هذا الموعد وجدولها من جديد مع اختيار «نشر».',
    allLanguages: 'كل اللغات',
    language: { en: 'الإنجليزية', ar: 'العربية' } as Record<string, string>,
  },
} as const

export const scheduleLabels = (language: string) => (language === 'ar' ? SCHEDULE_LABELS.ar : SCHEDULE_LABELS.en)

/** Dates in the admin as everywhere else in it: Muscat time, in the admin's language. */
export const adminDate = (language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
