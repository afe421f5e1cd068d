/**
 * "Save this wilayat for offline" on a wilayat's page (ADR 0046): server-rendered markup and the inline script after
 * it (./saveScript.ts), no client component, so the page's first load gains no JavaScript file. The service worker
 * does the saving (src/sw/saved-wilayats.ts): the wilayat's list of addresses (./offlineList.ts), each page with its
 * files, in a cache of its own. The section is hidden until the script finds a worker to ask; it then shows "Save",
 * or, once saved, the size and time with "Refresh" and "Remove", and the progress in between, in a status line.
 */
import { getTranslations } from 'next-intl/server'

import { InlineScript } from '@/components/ui/JsonLd'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes, screens } from '@/lib/page-routes'

import styles from './OfflineScreen.module.css'
import { SAVE_SECTION_ID, saveScriptSource } from './saveScript'

const script = saveScriptSource()

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function SaveWilayat({ uniqueUrl, locale }: { uniqueUrl: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  const button = (className: string, action: string, when: string, label: string) =>
    `<button type="button" class="${className}" data-action="${action}" data-when="${when}"${when === 'none' ? '' : ' hidden'}>${escape(label)}</button>`
  // Markup React does not hydrate (set as HTML): the script changes its buttons and its status line before or
  // after hydration, and a text React did not render would be a hydration mismatch that renders the page again.
  const inner = [
    `<h2 id="save-offline-title" class="${styles.saveTitle}">${escape(t('saveTitle'))}</h2>`,
    `<p>${escape(t('saveHelp'))}</p>`,
    `<div class="${styles.saveButtons}">`,
    button(styles.button, 'save', 'none', t('saveButton')),
    button(styles.button, 'save', 'saved', t('saveRefresh')),
    button(styles.secondary, 'remove', 'saved', t('saveRemove')),
    '</div>',
    `<p role="status" class="${styles.saveStatus}" data-save-status=""></p>`,
    `<p><a href="${escape(localizedPath(screens.saved, locale))}">${escape(t('savedLink'))}</a></p>`,
  ].join('')
  return (
    <>
      <section
        id={SAVE_SECTION_ID}
        className={styles.save}
        aria-labelledby="save-offline-title"
        data-list={localizedPath(routes.stateOfflineList(uniqueUrl), locale)}
        hidden
        dangerouslySetInnerHTML={{ __html: inner }}
      />
      <InlineScript source={script} />
    </>
  )
}
