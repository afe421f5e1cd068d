/** Block 4, welcome: title, description, the signature line and a picture beside them. */
import { Media } from '@/components/ui/Media'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { PageSection } from '@/sections/types'

import home from './Home.module.css'
import { cardsOf } from './sections'
import styles from './Welcome.module.css'

export function WelcomeBlock({ section }: { section: PageSection | null }) {
  const item = cardsOf(section)[0]
  if (!item?.title) return null
  return (
    <StaticHtml as="section" className={`${home.block} ${styles.block}`} aria-labelledby="home-welcome" data-home-block="welcome">
      <div className={styles.text}>
        <h2 id="home-welcome">{item.title}</h2>
        {item.description ? <p>{item.description}</p> : null}
        {item.subTitle ? <p className={styles.signature}>{item.subTitle}</p> : null}
      </div>
      <div className={styles.picture}>
        <Media resource={item.image} alt={item.alt ?? undefined} sizes="(max-width: 768px) 100vw, 40vw" aspectRatio="4 / 3" />
      </div>
    </StaticHtml>
  )
}
