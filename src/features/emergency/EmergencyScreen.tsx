/**
 * /emergency and /ar/emergency: the editors' note, the numbers for the whole governorate, then every wilayat (in the
 * map's order, each heading an anchor: `/emergency#Taqah`) with its hospitals and health centres. Every number is a
 * `tel:` link in Latin digits, big enough to hit in the fog with a wet thumb; a facility without a number says to
 * call 9999. Server-rendered, no JavaScript of its own.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import styles from './EmergencyScreen.module.css'
import { EMERGENCY_NUMBER, phoneLink, type EmergencyEntry, type EmergencyView, type PhoneLink } from './model'

type T = Awaited<ReturnType<typeof getTranslations<'Emergency'>>>

const FALLBACK = phoneLink(EMERGENCY_NUMBER) as PhoneLink

function CallLink({ phone, label, t }: { phone: PhoneLink; label: string; t: T }) {
  return (
    <a href={phone.href} className={styles.call} aria-label={t('call', { label, number: phone.text })}>
      <span dir="ltr">{phone.text}</span>
    </a>
  )
}

function Entry({ entry, t, headingLevel }: { entry: EmergencyEntry; t: T; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel
  return (
    <li className={styles.entry}>
      <Heading className={styles.label}>{entry.label}</Heading>
      {entry.phone ? (
        <CallLink phone={entry.phone} label={entry.label} t={t} />
      ) : (
        <p className={styles.fallback}>
          {t('noNumber', { number: EMERGENCY_NUMBER })} <CallLink phone={FALLBACK} label={entry.label} t={t} />
        </p>
      )}
      {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
    </li>
  )
}

export async function EmergencyScreen({ view, locale }: { view: EmergencyView; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'Emergency' }), getTranslations({ locale, namespace: 'Navigation' })])
  return (
    <main id="main" className={styles.page}>
      <PageHeader title={t('title')} description={t('description')} breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]} baseUrl={env.SITE_URL} />
      <div className={styles.body}>
        {view.intro ? <p className={styles.intro}>{view.intro}</p> : null}
        <section aria-labelledby="emergency-general">
          <h2 id="emergency-general">{t('general')}</h2>
          {view.general.length ? (
            <ul className={styles.list}>
              {view.general.map((entry) => (
                <Entry key={entry.key} entry={entry} t={t} headingLevel="h3" />
              ))}
            </ul>
          ) : (
            <ul className={styles.list}>
              <Entry entry={{ key: 'fallback', label: t('title'), phone: FALLBACK, note: null }} t={t} headingLevel="h3" />
            </ul>
          )}
        </section>
        <section aria-labelledby="emergency-wilayats">
          <h2 id="emergency-wilayats">{t('byWilayat')}</h2>
          <nav aria-label={t('jumpTo')}>
            <ul className={styles.jump}>
              {view.wilayats.map((wilayat) => (
                <li key={wilayat.slug}>
                  <a href={`#${wilayat.slug}`}>{wilayat.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          {view.wilayats.map((wilayat) => (
            <section key={wilayat.slug} aria-labelledby={wilayat.slug} className={styles.wilayat}>
              <h3 id={wilayat.slug} className={styles.wilayatName}>
                {wilayat.name}
              </h3>
              {wilayat.facilities.length ? (
                <ul className={styles.list}>
                  {wilayat.facilities.map((entry) => (
                    <Entry key={entry.key} entry={entry} t={t} headingLevel="h4" />
                  ))}
                </ul>
              ) : (
                <p className={styles.fallback}>
                  {t('noFacility', { number: EMERGENCY_NUMBER })} <CallLink phone={FALLBACK} label={wilayat.name} t={t} />
                </p>
              )}
            </section>
          ))}
        </section>
      </div>
    </main>
  )
}
