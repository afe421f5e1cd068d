/**
 * "Saved for offline" (`/saved`, `/ar/saved`, ADR 0046): what this phone keeps to read without a signal, in the
 * language of the address: the wilayats saved (size, time, refresh, remove) and the other pages kept as they were last
 * seen. Both lists are read from Cache Storage by islands; the service worker keeps this screen with the offline
 * screen when it is installed, so it opens without a signal too. Reached from the offline screen and from each
 * wilayat's "Save this wilayat for offline".
 */
import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { screens } from '@/lib/page-routes'

import styles from './OfflineScreen.module.css'
import { SavedPages } from './SavedPages'
import { SavedWilayats } from './SavedWilayats'

export async function SavedScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return (
    <main id="main" className={`home-intro ${styles.page}`}>
      <h1>{t('savedScreenTitle')}</h1>
      <p>{t('savedScreenIntro')}</p>
      <ClientMessages locale={locale} namespaces={['Offline']}>
        <section aria-labelledby="saved-wilayats">
          <h2 id="saved-wilayats">{t('savedWilayatsTitle')}</h2>
          <SavedWilayats locale={locale} />
          <p>
            <Link href={screens.states}>{t('savedStatesLink')}</Link>
          </p>
        </section>
        <section aria-labelledby="saved-pages">
          <h2 id="saved-pages">{t('savedPagesTitle')}</h2>
          <p>{t('savedHelp')}</p>
          <SavedPages locale={locale} />
        </section>
      </ClientMessages>
    </main>
  )
}
