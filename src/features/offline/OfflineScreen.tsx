/**
 * The offline screen (`/offline`, `/ar/offline`): what the service worker shows for a page the phone has not saved,
 * opened without a signal (docs/decisions/0043-offline-service-worker.md). The worker saves this page with its style
 * sheets and scripts when it is installed, and serves it at the address the visitor asked for, so "Try again" is a
 * link to that same address (`href=""`), which works without JavaScript. It says what is saved (the list is read from
 * the phone's cache by a small island) and gives the emergency number, which needs no data, with a link to the emergency numbers page (saved like any
 * other page once opened).
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { ClientMessages } from '@/i18n/ClientMessages'
import { screens } from '@/lib/page-routes'

import styles from './OfflineScreen.module.css'
import { SavedPages } from './SavedPages'

export const EMERGENCY_NUMBER = '9999'

export async function OfflineScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return (
    <main id="main" className={`home-intro ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <p>
        {/* The address the visitor asked for, loaded again (the worker answers it with this screen). */}
        <a className={styles.retry} href="">
          {t('retry')}
        </a>
      </p>
      <section aria-labelledby="offline-emergency" className={styles.emergency}>
        <h2 id="offline-emergency">{t('emergencyTitle')}</h2>
        <p>
          <a href={`tel:${EMERGENCY_NUMBER}`} className={styles.call}>
            {EMERGENCY_NUMBER}
          </a>{' '}
          {t('emergency', { number: EMERGENCY_NUMBER })}
        </p>
        <p>
          <Link href={screens.emergency}>{t('emergencyNumbers')}</Link>
        </p>
      </section>
      <section aria-labelledby="offline-saved">
        <h2 id="offline-saved">{t('savedTitle')}</h2>
        <p>{t('savedHelp')}</p>
        <ClientMessages locale={locale} namespaces={['Offline']}>
          <SavedPages locale={locale} />
        </ClientMessages>
        <p>
          <Link href={screens.saved}>{t('savedScreenLink')}</Link>
        </p>
        <p>
          <Link href="/">{t('home')}</Link>
        </p>
      </section>
    </main>
  )
}
