/**
 * The news sidebar's search box: a plain GET form to the search page with
 * `name="q"`, so it works without JavaScript. `required` with a non-blank pattern keeps an empty or all-space
 * term from being sent; the search page trims what arrives.
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import styles from './SidebarSearch.module.css'

export async function SidebarSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <section aria-labelledby="news-search">
      <h2 id="news-search">{t('search')}</h2>
      <form action={localizedPath(screens.search, locale)} method="get" className={styles.search} role="search">
        <input
          type="search"
          name="q"
          required
          pattern=".*\S.*"
          maxLength={200}
          aria-label={t('searchLabel')}
          data-testid="news-search-input"
        />
        <button type="submit">{t('searchButton')}</button>
      </form>
    </section>
  )
}
