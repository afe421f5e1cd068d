import type { Locale } from '@/i18n/locales'

/** The site footer (logo, social links, CMS footer columns, copyright). Being built in issue 3. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  return <footer data-locale={locale} />
}
