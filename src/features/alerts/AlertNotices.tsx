/**
 * Where an alert applies, shown where it applies (./where.ts): a place's card and a wilayat's page list their current
 * alerts (severity in words and by its icon's shape, the title, a link to the alert on /alerts), and the map's list
 * of wilayats marks each one under an alert (`AlertMark`). Server-rendered, no JavaScript; read from the same cached
 * alerts as the banner, so they leave on time with it (ADR 0038).
 */
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import styles from './AlertNotices.module.css'
import type { PublicAlert } from './data'
import type { AlertSeverity } from './model'
import { SeverityIcon } from './SeverityIcon'

/** The alert's own entry on /alerts. */
export const alertHref = (id: number, locale: Locale) => `${localizedPath(screens.alerts, locale)}#alert-${id}`

/** "Alert: Warning", with the severity's icon: beside a wilayat's or a place's name in a list. */
export async function AlertMark({ severity, locale }: { severity: AlertSeverity; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const word: string = t(`severity.${severity}`)
  return (
    <span className={`${styles.mark} ${styles[severity]}`} data-alert-mark={severity}>
      <SeverityIcon severity={severity} className={styles.icon} />
      <span>{t('mark', { severity: word })}</span>
    </span>
  )
}

/** The alerts as a list: severity, title linking to /alerts. Nothing when there are none. */
export async function AlertNotices({ alerts, locale, className }: { alerts: readonly PublicAlert[]; locale: Locale; className?: string }) {
  if (alerts.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} data-alert-notices="">
      {alerts.map((alert) => (
        <li key={alert.id} className={`${styles.notice} ${styles[alert.severity]}`} data-alert-id={alert.id} data-expires={alert.expires}>
          <SeverityIcon severity={alert.severity} className={styles.icon} />
          <span>
            <strong>{t(`severity.${alert.severity}`)}:</strong> <a href={alertHref(alert.id, locale)}>{alert.title[locale] ?? alert.title.en}</a>
          </span>
        </li>
      ))}
    </ul>
  )
}
