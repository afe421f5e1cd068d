/**
 * What the events and news CSV import says, in the admin's language (the endpoint reads it from the request, as
 * Payload does for its own messages). Column names stay as the file has them; everything else is translated.
 */
import type { Lang } from './model'

const en = {
  max: (n: number) => `At most ${n} characters.`,
  titleFor: (lang: Lang): string => (lang === 'en' ? 'An English title is required.' : 'An Arabic title is required.'),
  title: 'A title is required.',
  address: 'Letters, digits, "-" and "_" only, at most 120 characters.',
  status: 'Use published or draft.',
  date: 'Use a date such as 2026-07-15 or 2026-07-15T18:00:00+04:00.',
  missingColumn: 'Missing column.',
  tooManyRows: (n: number) => `At most ${n} rows.`,
  sameAddress: (row: number) => `Same address as row ${row}.`,
  quotes: 'A quoted cell is not closed.',
  fields: 'This row has a different number of cells from the header.',
  unreadable: 'This line cannot be read as CSV.',
  otherPage: 'Another page has this address in its published version or in a draft: change it there first.',
  otherKind: (kind: string) => `This address belongs to a ${kind === 'news' ? 'news' : 'events'} page.`,
  classification: 'Unknown classification key.',
  newTitle: (lang: Lang): string => (lang === 'en' ? 'A new page needs its English title.' : 'A new page needs its Arabic title.'),
  keepTitle: (lang: Lang): string => (lang === 'en' ? 'The page has an English title: it cannot be removed.' : 'The page has an Arabic title: it cannot be removed.'),
  newerDraft: (when: string) =>
    `This page has a draft saved on ${when} that is not published: publishing this row would publish it too. Publish or discard that draft in the admin first, or mark this row draft.`,
  signIn: 'Sign in to the admin first.',
  staffOnly: 'Only editors and administrators can do this.',
  kind: 'Use events or news.',
  tooLarge: 'The file is larger than 2 MB.',
  empty: 'The file has no rows.',
  correct: 'Nothing was imported: correct these rows.',
  notSaved: 'Nothing was imported: a row could not be saved.',
  notUndone: 'The import failed and some of its rows could not be undone: check the pages in this file.',
  saveFailed: 'The row could not be saved.',
  imported: (n: number) => `${n} rows imported.`,
}

export type CsvMessages = typeof en

const ar: CsvMessages = {
  max: (n) => `${n} حرفًا على الأكثر.`,
  titleFor: (lang) => (lang === 'en' ? 'العنوان الإنجليزي مطلوب.' : 'العنوان العربي مطلوب.'),
  title: 'العنوان مطلوب.',
  address: 'أحرف لاتينية وأرقام و"-" و"_" فقط، 120 حرفًا على الأكثر.',
  status: 'اكتب published أو draft.',
  date: 'اكتب تاريخًا مثل 2026-07-15 أو 2026-07-15T18:00:00+04:00.',
  missingColumn: 'عمود ناقص.',
  tooManyRows: (n) => `${n} صف على الأكثر.`,
  sameAddress: (row) => `العنوان نفسه في الصف ${row}.`,
  quotes: 'خلية بين علامتي تنصيص لم تُغلق.',
  fields: 'عدد خلايا هذا الصف يختلف عن عدد أعمدة الترويسة.',
  unreadable: 'تعذّرت قراءة هذا السطر بصيغة CSV.',
  otherPage: 'صفحة أخرى تحمل هذا العنوان في نسختها المنشورة أو في مسودة: غيّره هناك أولًا.',
  otherKind: (kind) => (kind === 'news' ? 'هذا العنوان لصفحة خبر.' : 'هذا العنوان لصفحة فعالية.'),
  classification: 'مفتاح تصنيف غير معروف.',
  newTitle: (lang) => (lang === 'en' ? 'الصفحة الجديدة تحتاج عنوانها الإنجليزي.' : 'الصفحة الجديدة تحتاج عنوانها العربي.'),
  keepTitle: (lang) => (lang === 'en' ? 'للصفحة عنوان إنجليزي: لا يمكن حذفه.' : 'للصفحة عنوان عربي: لا يمكن حذفه.'),
  newerDraft: (when) =>
    `لهذه الصفحة مسودة محفوظة في ${when} لم تُنشر: نشر هذا الصف سينشرها أيضًا. انشر تلك المسودة أو تجاهلها في لوحة الإدارة أولًا، أو اجعل حالة هذا الصف draft.`,
  signIn: 'سجّل الدخول إلى لوحة الإدارة أولًا.',
  staffOnly: 'هذا للمحررين والمسؤولين فقط.',
  kind: 'اختر events أو news.',
  tooLarge: 'حجم الملف أكبر من 2 ميغابايت.',
  empty: 'لا صفوف في الملف.',
  correct: 'لم يُستورد شيء: صحّح هذه الصفوف.',
  notSaved: 'لم يُستورد شيء: تعذّر حفظ أحد الصفوف.',
  notUndone: 'فشل الاستيراد وتعذّر التراجع عن بعض صفوفه: راجع صفحات هذا الملف.',
  saveFailed: 'تعذّر حفظ الصف.',
  imported: (n) => `تم استيراد ${n} صف.`,
}

export const csvMessages = (lang: string | undefined): CsvMessages => (lang === 'ar' ? ar : en)
