/**
 * The social screen's cards: X, YouTube, Instagram, LinkedIn and Snapchat, in that order, from
 * the accounts in the site settings. Each card is one link (icon, network name, "follow us on" text) that opens
 * the account in a new tab without giving it a handle on this page (`noopener`).
 */
import { getTranslations } from 'next-intl/server'

import { SocialIcon, type SocialNetwork } from '@/components/site/SocialIcon'
import type { Locale } from '@/i18n/locales'
import type { Setting } from '@/payload-types'

import styles from './ContentScreens.module.css'

export const SOCIAL_SCREEN_NETWORKS = ['x', 'youtube', 'instagram', 'linkedin', 'snapchat'] as const satisfies readonly SocialNetwork[]

type Account = NonNullable<Setting['social']>[number]

/** The first account of each of the screen's networks, in the briefed order. */
export function socialCards(accounts: Account[] | null | undefined): Account[] {
  return SOCIAL_SCREEN_NETWORKS.flatMap((network) => {
    const account = (accounts ?? []).find((a) => a.network === network && a.url)
    return account ? [account] : []
  })
}

export async function SocialCards({ accounts, locale }: { accounts: Account[]; locale: Locale }) {
  if (accounts.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentScreens' })
  return (
    <section aria-labelledby="social-accounts">
      <h2 id="social-accounts">{t('socialHeading')}</h2>
      <ul className={styles.social} role="list" data-testid="social-cards">
        {accounts.map((account) => {
          const network = t(`networks.${account.network}`)
          return (
            <li key={account.id ?? account.network}>
              <a className={styles.socialLink} href={account.url} target="_blank" rel="noopener noreferrer">
                <span className={styles.socialIcon}>
                  <SocialIcon network={account.network} />
                </span>
                <span className={styles.socialText}>
                  <span className={styles.socialTitle}>{network}</span>
                  <span className={styles.socialFollow}>{t('followOn', { network })}</span>
                  {account.handle ? (
                    <span className={styles.socialFollow} dir="ltr">
                      {account.handle}
                    </span>
                  ) : null}
                  <span className="visually-hidden">{t('newTab')}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
