/** A year as the footer writes it in `locale` (Arabic-Indic digits in Arabic), without a thousands separator. */
export function formatYear(year: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false }).format(year)
}
