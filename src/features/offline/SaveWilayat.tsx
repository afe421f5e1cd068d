/**
 * "Save this wilayat for offline" on a wilayat's page (ADR 0044): server-rendered markup and the inline script after
 * it (./saveScript.ts), no client component, so the page's first load gains no JavaScript file. The service worker
 * does the saving (src/sw/saved-wilayats.ts): the wilayat's list of addresses (./offlineList.ts), each page with its
 * files, in a cache of its own. The section is hidden until the script finds a worker to ask; it then shows "Save",
 * or, once saved, the size and time with "Refresh" and "Remove", and the progress in between, in a status line.
 */
import { getTranslations } from 'next-intl/server'

import { InlineScript } from '@/components/ui/JsonLd'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { localizedPath } from '@/i18n/paths'
import { routes, screens } from '@/lib/page-routes'

import styles from './OfflineScreen.module.css'
import { SAVE_SECTION_ID, saveScriptSource } from './saveScript'

const script = saveScriptSource()

export async function SaveWilayat({ uniqueUrl, locale }: { uniqueUrl: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return (
    <>
      <section
        id={SAVE_SECTION_ID}
        className={styles.save}
        aria-labelledby="save-offline-title"
        data-list={localizedPath(routes.stateOfflineList(uniqueUrl), locale)}
        hidden
      >
        <h2 id="save-offline-title" className={styles.saveTitle}>
          {t('saveTitle')}
        </h2>
        <p>{t('saveHelp')}</p>
        <div className={styles.saveButtons}>
          <button type="button" className={styles.button} data-action="save" data-when="none">
            {t('saveButton')}
          </button>
          <button type="button" className={styles.button} data-action="save" data-when="saved" hidden>
            {t('saveRefresh')}
          </button>
          <button type="button" className={styles.secondary} data-action="remove" data-when="saved" hidden>
            {t('saveRemove')}
          </button>
        </div>
        <p role="status" className={styles.saveStatus} data-save-status="" />
        <p>
          <Link href={screens.saved}>{t('savedLink')}</Link>
        </p>
      </section>
      <InlineScript source={script} />
    </>
  )
}
