/**
 * The site footer: the emblem and site name, the social accounts and contact details (address, `tel:` and
 * `mailto:` links) from the settings, the CMS footer menu as link
 * columns (each active item a heading, its active sub-items the links), the fixed links to the emergency numbers and
 * the alerts (in code, so they are on every page whatever the menu), and the copyright line. A server
 * component on cached, tagged reads (ADR 0003); only the year is a client island (see CurrentYear).
 */
import { getTranslations } from 'next-intl/server'

import { BidiText } from '@/components/ui/BidiText'
import { StaticHtml } from '@/components/ui/StaticHtml'
import { getGlobal } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import { footerContact } from './contact'
import { CurrentYear } from './CurrentYear'
import { Logo } from './Logo'
import { toMenuItems } from './menu'
import styles from './SiteFooter.module.css'
import { siteLinkProps } from './SiteLink'
import { SocialIcon } from './SocialIcon'
import { formatYear } from './year'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [footer, settings, t] = await Promise.all([
    getGlobal('footer', locale),
    getGlobal('settings', locale),
    getTranslations({ locale, namespace: 'Footer' }),
  ])
  const columns = toMenuItems(footer.items).filter((column) => column.children.length > 0)
  const social = settings.social ?? []
  const siteName = settings.siteName || t('siteNameFallback')
  const contact = footerContact(settings.contact)
  const year = new Date().getFullYear()

  return (
    <footer className={styles.footer}>
      <StaticHtml className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.brand}>
            <Logo size={52} />
            <span>{siteName}</span>
          </p>
          {settings.tagline ? <p className={styles.tagline}>{settings.tagline}</p> : null}
          {social.length > 0 ? (
            <section aria-labelledby="site-footer-social">
              <h2 id="site-footer-social" className={styles.heading}>
                {t('followUs')}
              </h2>
              <ul className={styles.social}>
                {social.map((account, i) => (
                  <li key={i}>
                    <a href={account.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                      <SocialIcon network={account.network} />
                      <span className="visually-hidden">
                        {t('socialLink', { site: siteName, network: t(`networks.${account.network}`) })}{' '}
                        {t('newTab')}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {contact ? (
            // HTML allows no heading inside <address>: the section carries the heading, the address the details.
            <section className={styles.contact} aria-labelledby="site-footer-contact">
              <h2 id="site-footer-contact" className={styles.heading}>
                {t('contactUs')}
              </h2>
              <address className={styles.contactAddress}>
                <dl className={styles.contactList}>
                  {contact.address ? (
                    <div>
                      <dt>{t('address')}</dt>
                      <dd className={styles.addressText}>
                        <BidiText text={contact.address} />
                      </dd>
                    </div>
                  ) : null}
                  {contact.phone ? (
                    <div>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={contact.phone.href} className={styles.link} dir="ltr">
                          {contact.phone.text}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                  {contact.email ? (
                    <div>
                      <dt>{t('email')}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`} className={styles.link} dir="ltr">
                          {contact.email}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </address>
            </section>
          ) : null}
        </div>
        {columns.length > 0 ? (
          <nav aria-label={t('linksLabel')} className={styles.columns}>
            {columns.map((column) => (
              <div key={column.id}>
                <h2 className={styles.heading}>{column.title}</h2>
                <ul className={styles.links}>
                  {column.children.map((link) => (
                    <li key={link.id}>
                      <a {...siteLinkProps(link, locale)} className={styles.link}>
                        {link.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </StaticHtml>
      <p className={`${styles.copyright} ${styles.fixedLinks}`}>
        <a href={localizedPath(screens.emergency, locale)} className={styles.link}>
          {t('emergency')}
        </a>
        <a href={localizedPath(screens.alerts, locale)} className={styles.link}>
          {t('alerts')}
        </a>
      </p>
      <p className={styles.copyright}>
        © <CurrentYear serverYear={year} serverText={formatYear(year, locale)} /> {settings.copyright || siteName}
      </p>
    </footer>
  )
}
