/** The summary's words in the admin's two languages (the editor picks one under Account → Language). */
export const summaryLabels = {
  en: {
    heading: 'Ratings by page',
    overview: (pages: string, ratings: string) => `${pages} pages rated, ${ratings} ratings in all`,
    empty: 'No page has been rated yet.',
    export: 'Download all ratings (CSV)',
    exportHint: 'Comments that may contain personal data are left out of the file.',
    page: 'Page',
    count: 'Ratings',
    average: 'Average',
    distribution: 'Stars 1 to 5',
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    comments: 'Latest comments',
    noComments: 'No comments',
    flagged: 'May contain personal data',
    home: 'Home page',
  },
  ar: {
    heading: 'التقييمات حسب الصفحة',
    overview: (pages: string, ratings: string) => `عدد الصفحات المقيَّمة: ${pages}، وإجمالي التقييمات: ${ratings}`,
    empty: 'لم تُقيَّم أي صفحة بعد.',
    export: 'تنزيل جميع التقييمات (CSV)',
    exportHint: 'لا يتضمن الملف التعليقات التي قد تحتوي على بيانات شخصية.',
    page: 'الصفحة',
    count: 'التقييمات',
    average: 'المتوسط',
    distribution: 'النجوم من ١ إلى ٥',
    stars: (n: number) => `${n.toLocaleString('ar')} ${n === 1 ? 'نجمة' : n === 2 ? 'نجمتان' : 'نجوم'}`,
    comments: 'أحدث التعليقات',
    noComments: 'لا توجد تعليقات',
    flagged: 'قد يحتوي على بيانات شخصية',
    home: 'الصفحة الرئيسية',
  },
}

export type SummaryLabels = (typeof summaryLabels)['en']
