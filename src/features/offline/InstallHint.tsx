/**
 * The install hint (docs/decisions/0043-offline-service-worker.md): "Install" and "Not now", in the HTML of every page
 * but hidden. The head's inline script (./ServiceWorkerScript) shows it where the browser offers to install the site
 * (`beforeinstallprompt`), never on the first page a browser loads and only once, and does what its buttons say: no
 * JavaScript file of its own. It sits in a polite live region, so a screen reader hears it when it appears; it takes
 * no focus and blocks nothing.
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './InstallHint.module.css'
import { INSTALL_HINT_ID } from './ServiceWorkerScript'

export async function InstallHint({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return (
    <div aria-live="polite">
      {/* The script shows it (hidden → shown) before or after hydration: React leaves the attribute to it. */}
      <section id={INSTALL_HINT_ID} className={styles.hint} aria-labelledby={`${INSTALL_HINT_ID}-text`} hidden suppressHydrationWarning>
        <p id={`${INSTALL_HINT_ID}-text`} className={styles.text}>
          {t('installHint')}
        </p>
        <div className={styles.actions}>
          <button type="button" value="install" className={styles.install}>
            {t('install')}
          </button>
          <button type="button" value="later" className={styles.later}>
            {t('installLater')}
          </button>
        </div>
      </section>
    </div>
  )
}
