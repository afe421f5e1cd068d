/**
 * /alerts and /ar/alerts: every current alert (most severe first), then those ended in the last 30 days, each with
 * where and when, its link and its CAP file; then the feeds. Server-rendered, no JavaScript of its own, small.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { WILAYATS } from '@/features/map/cms'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate, formatTime } from '@/lib/dates'
import { env } from '@/lib/env'

import styles from './AlertsScreen.module.css'
import type { AlertLists, PublicAlert } from './data'
import { capPath, feedPath } from './feeds'
import { SeverityIcon } from './SeverityIcon'

/** The JSON API's address: a file for machines, not a page (a plain link, never a client navigation). */
const API_PATH = '/api/v1/alerts'

type T = Awaited<ReturnType<typeof getTranslations<'Alerts'>>>

const when = (iso: string, locale: Locale) => `${formatDate(iso, locale)} ${formatTime(iso)}`

function AlertItem({ alert, locale, t, ended }: { alert: PublicAlert; locale: Locale; t: T; ended: boolean }) {
  const wilayats = alert.wilayats.map((style) => WILAYATS.find((w) => w.style === style)?.name[locale]).filter(Boolean)
  const places = alert.places.map((place) => place.name[locale] ?? place.name.en).filter(Boolean)
  const where = [...wilayats, ...places].join(locale === 'ar' ? '، ' : ', ') || t('wholeGovernorate')
  return (
    <li className={`${styles.alert} ${styles[alert.severity]}`} id={`alert-${alert.id}`}>
      <p className={styles.kind}>
        <SeverityIcon severity={alert.severity} className={styles.icon} />
        <strong>{t(`severity.${alert.severity}`)}</strong>
        <span aria-hidden="true"> · </span>
        <span>{t(`category.${alert.category}`)}</span>
      </p>
      <h3 className={styles.title}>{alert.title[locale]}</h3>
      <p className={styles.message}>{alert.message[locale]}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('where')}</dt>
          <dd>{where}</dd>
        </div>
        <div>
          <dt>{t('from')}</dt>
          <dd>
            <time dateTime={alert.onset}>{when(alert.onset, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{ended ? t('ended') : t('until')}</dt>
          <dd>
            <time dateTime={alert.expires}>{when(alert.expires, locale)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.links}>
        {alert.link ? <a href={alert.link.startsWith('/') ? localizedPath(alert.link, locale) : alert.link}>{t('more')}</a> : null}
        <a href={capPath(alert.id)} type="application/cap+xml">
          {t('cap')}
        </a>
      </p>
    </li>
  )
}

export async function AlertsScreen({ lists, locale }: { lists: AlertLists; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'Alerts' }), getTranslations({ locale, namespace: 'Navigation' })])
  return (
    <main id="main" className={styles.page}>
      <PageHeader title={t('title')} description={t('description')} breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]} baseUrl={env.SITE_URL} />
      <div className={styles.body}>
        <section aria-labelledby="alerts-current">
          <h2 id="alerts-current">{t('current')}</h2>
          {lists.current.length ? (
            <ul className={styles.list}>
              {lists.current.map((alert) => (
                <AlertItem key={alert.id} alert={alert} locale={locale} t={t} ended={false} />
              ))}
            </ul>
          ) : (
            <p>{t('noneCurrent')}</p>
          )}
        </section>
        <section aria-labelledby="alerts-recent">
          <h2 id="alerts-recent">{t('recent')}</h2>
          {lists.recent.length ? (
            <ul className={styles.list}>
              {lists.recent.map((alert) => (
                <AlertItem key={alert.id} alert={alert} locale={locale} t={t} ended />
              ))}
            </ul>
          ) : (
            <p>{t('noneRecent')}</p>
          )}
        </section>
        <section aria-labelledby="alerts-feeds">
          <h2 id="alerts-feeds">{t('feeds')}</h2>
          <ul>
            <li>
              <a href={feedPath(locale)} type="application/atom+xml">
                {t('atom')}
              </a>
            </li>
            <li>
              <a href={API_PATH} type="application/json">
                {t('api')}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </main>
  )
}
