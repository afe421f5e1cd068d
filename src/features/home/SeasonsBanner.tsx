/** Block 7, the seasons banner: a wide picture with the title, the description and a "more" link to /about. */
import { Media } from '@/components/ui/Media'
import { StaticHtml } from '@/components/ui/StaticHtml'
import { Link } from '@/i18n/Link'
import type { PageSection } from '@/sections/types'

import { cardsOf } from './sections'
import styles from './Seasons.module.css'

export const SEASONS_MORE_PATH = '/about'

export function SeasonsBanner({ section }: { section: PageSection | null }) {
  const item = cardsOf(section)[0]
  if (!item?.title) return null
  return (
    <StaticHtml as="section" className={styles.banner} aria-labelledby="home-seasons" data-home-block="seasons">
      <Media resource={item.image} alt={item.alt ?? undefined} fill sizes="100vw" decorative />
      <div className={styles.panel}>
        <h2 id="home-seasons">{item.title}</h2>
        {item.description ? <p>{item.description}</p> : null}
        {item.btnTitle ? (
          <Link href={item.link || SEASONS_MORE_PATH} className={styles.more}>
            {item.btnTitle}
            {/* "More" alone does not say more of what, out of context (WCAG 2.4.4). */}
            <span className="visually-hidden"> {item.title}</span>
          </Link>
        ) : null}
      </div>
    </StaticHtml>
  )
}
