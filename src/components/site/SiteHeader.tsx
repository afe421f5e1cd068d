import type { Locale } from '@/i18n/locales'

/** The site header (logo, CMS header menu, language switch, search). Being built in issue 3. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  return <header data-locale={locale} />
}
