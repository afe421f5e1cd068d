/**
 * Block 12, sponsors from the site settings: main (6), gold (2), silver (2), bronze (8), each tier under its own
 * heading, logos sized by tier. A logo links to the partner's site when the editor gave one.
 */
import { getTranslations } from 'next-intl/server'

import { Media } from '@/components/ui/Media'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'

import { BlockHead } from './BlockHead'
import home from './Home.module.css'
import styles from './Sponsors.module.css'
import { sponsorTiers, type Sponsor } from './sponsors'

// The logos' widest boxes, as named `sizes` (SIZES_PRESETS): a bounded `sizes` also bounds the srcset, and the name
// crosses to the browser instead of the list (ADR 0028).
const SIZES = { main: 'sponsorMain', gold: 'sponsor', silver: 'sponsor', bronze: 'sponsorSmall' }

export async function SponsorsBlock({ sponsors, locale }: { sponsors: Sponsor[] | null | undefined; locale: Locale }) {
  const tiers = sponsorTiers(sponsors)
  if (tiers.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    <StaticHtml as="section" className={home.block} aria-labelledby="home-sponsors" data-home-block="sponsors">
      <BlockHead id="home-sponsors" title={t('sponsors')} />
      {tiers.map(({ tier, sponsors: group }) => (
        <div key={tier} className={styles.tier} data-tier={tier}>
          <h3 id={`sponsors-${tier}`}>{t(`tiers.${tier}`)}</h3>
          <ul className={`${home.list} ${styles.logos} ${styles[tier]}`} aria-labelledby={`sponsors-${tier}`}>
            {group.map((sponsor, i) => {
              const logo = <Media resource={sponsor.logo} alt={sponsor.name} sizes={SIZES[tier]} className={styles.logo} />
              return (
                <li key={sponsor.id ?? i}>
                  {sponsor.url ? (
                    <a href={sponsor.url} rel="noopener" className={styles.link}>
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </StaticHtml>
  )
}
