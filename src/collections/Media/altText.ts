/**
 * The Arabic alternative text is asked for, not required: a picture saved with only the English one is published, and
 * Arabic visitors hear the English text (the site falls back to it) until someone writes the Arabic. The alt field
 * warns while it is missing (MissingArabicAlt.tsx). Pure, for the warning and its test.
 */
const present = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0

/**
 * Whether to warn: the Arabic text is missing. While Arabic is being edited the form's value says so (with the
 * editor's typing); otherwise the saved Arabic text does, once it is known (undefined: not yet, no warning).
 */
export function arabicAltMissing({ editing, formValue, savedArabic }: { editing: string; formValue: string | null | undefined; savedArabic: string | null | undefined }): boolean {
  if (editing === 'ar') return !present(formValue)
  if (savedArabic === undefined) return false
  return !present(savedArabic)
}

export const MISSING_ARABIC_ALT = {
  en: 'No Arabic alternative text yet: Arabic visitors hear the English one. Switch the language to Arabic (top of the page) to write it.',
  ar: 'لا يوجد نص بديل بالعربية بعد: يسمع زوار الموقع العربي النص الإنجليزي. بدّل اللغة إلى العربية (أعلى الصفحة) لكتابته.',
}
