/**
 * Every 404 of the public site, in its layout (header, footer, <html lang dir>): what happened, a search box (a plain
 * GET form, so it works without JavaScript) and the main sections to go on from.
 */
import { getLocale, getTranslations } from 'next-intl/server'

import { localizedPath } from '@/i18n/alternates'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './not-found.module.css'

const SECTIONS = [
  ['home', '/'],
  ['about', '/about'],
  ['news', '/news-list'],
  ['events', '/upcoming-events'],
  ['seasons', '/seasons'],
  ['states', '/states'],
  ['map', '/interactiveMap'],
  ['openData', '/open-data'],
] as const

export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : defaultLocale
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <main id="main" className={`home-intro ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <form action={localizedPath('/searchresult', locale)} method="get" role="search" className={styles.search}>
        <label htmlFor="not-found-q">{t('searchLabel')}</label>
        <input id="not-found-q" type="search" name="q" required pattern=".*\S.*" maxLength={200} />
        <button type="submit">{t('searchButton')}</button>
      </form>
      <nav aria-labelledby="not-found-sections">
        <h2 id="not-found-sections">{t('sections')}</h2>
        <ul className={styles.links}>
          {SECTIONS.map(([key, href]) => (
            <li key={key}>
              <Link href={href}>{t(`links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  )
}
