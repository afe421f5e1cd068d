/**
 * Shown only to an editor previewing a draft: says so, offers the way out, and refreshes the page when the admin's
 * live preview reports a save. Visitors never get it (the layout renders it only for a preview viewer).
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './PreviewBar.module.css'
import { PreviewExitLink, PreviewRefresh } from './PreviewClient'

export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <span>{t('banner')}</span>
      <PreviewExitLink label={t('exit')} className={styles.exit} />
      <PreviewRefresh />
    </div>
  )
}
