/**
 * Current alerts on every page, in the layout's server HTML (visible without JavaScript, there from the first paint so
 * nothing shifts): the most severe first, at most three, each with its severity in words and by its icon's shape,
 * and a link to all of them. A static part (ADR 0028): written into the HTML once, never hydrated; the tiny inline
 * script after it (./dismissScript.ts) handles dismissing. Nothing at all when no alert is current.
 */
import { getTranslations } from 'next-intl/server'

import { StaticHtml } from '@/components/ui/StaticHtml'
import { InlineScript } from '@/components/ui/JsonLd'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import styles from './AlertBanner.module.css'
import { BANNER_ID, dismissScriptSource } from './dismissScript'
import { dismissKey } from './model'
import { getBannerAlerts } from './queries'
import { SeverityIcon } from './SeverityIcon'

const script = dismissScriptSource()

export async function AlertBanner({ locale }: { locale: Locale }) {
  const [{ shown, total }, t] = await Promise.all([getBannerAlerts(), getTranslations({ locale, namespace: 'Alerts' })])
  if (shown.length === 0) return null
  return (
    <>
      <StaticHtml as="section" id={BANNER_ID} aria-label={t('region')} className={styles.banner}>
        <div className={styles.inner}>
          <ul className={styles.list}>
            {shown.map((alert) => {
              const title = alert.title[locale] ?? ''
              return (
                <li key={alert.id} className={`${styles.alert} ${styles[alert.severity]}`} data-alert={dismissKey(alert)} data-expires={alert.expires}>
                  <SeverityIcon severity={alert.severity} className={styles.icon} />
                  <p className={styles.text}>
                    <strong className={styles.severity}>{t(`severity.${alert.severity}`)}:</strong> <strong>{title}</strong>{' '}
                    <span>{alert.message[locale]}</span>
                    {alert.link ? (
                      <>
                        {' '}
                        <a href={alert.link.startsWith('/') ? localizedPath(alert.link, locale) : alert.link} className={styles.link}>
                          {t('more')}
                        </a>
                      </>
                    ) : null}
                  </p>
                  <button type="button" className={styles.dismiss} data-dismiss="" aria-label={t('dismiss', { title })} hidden>
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
                    </svg>
                  </button>
                </li>
              )
            })}
          </ul>
          <a href={localizedPath(screens.alerts, locale)} className={styles.all} data-all="">
            {t('all', { count: total })}
          </a>
        </div>
      </StaticHtml>
      <InlineScript id="alerts-dismiss" source={script} />
    </>
  )
}
