/**
 * One item of a discover section: picture, title, subtitle, rich text (or plain description) and the item's
 * button (its button title and link; an outside address opens in a new tab). The first item of a section is its
 * introduction (an h2, picture beside the text); the others are cards or slides under it (h3).
 */
import { Media } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'
import { Link } from '@/i18n/Link'
import type { SectionItem } from '@/sections/types'

import styles from './Discover.module.css'

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href)

function ItemButton({ item, describedBy }: { item: SectionItem; describedBy: string }) {
  const label = item.btnTitle?.trim()
  if (!label || !item.link) return null
  if (isExternal(item.link)) {
    return (
      <a className={styles.button} href={item.link} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
        {label}
      </a>
    )
  }
  return (
    <Link className={styles.button} href={item.link} aria-describedby={describedBy}>
      {label}
    </Link>
  )
}

type Props = { item: SectionItem; id: string; variant: 'intro' | 'card' }

export function DiscoverItem({ item, id, variant }: Props) {
  const Heading = variant === 'intro' ? 'h2' : 'h3'
  const titleId = `${id}-title`
  return (
    <article className={variant === 'intro' ? styles.intro : styles.card}>
      <div className={styles.itemText}>
        {item.title ? (
          <Heading id={titleId} className={styles.itemTitle}>
            {item.title}
          </Heading>
        ) : null}
        {item.subTitle ? <p className={styles.subtitle}>{item.subTitle}</p> : null}
        {item.text ? <RichText value={item.text} className={styles.itemBody} /> : item.description ? <p>{item.description}</p> : null}
        <ItemButton item={item} describedBy={titleId} />
      </div>
      {item.image ? (
        <div className={styles.itemMedia}>
          <Media
            resource={item.image}
            alt={item.alt ?? undefined}
            aspectRatio={variant === 'intro' ? '4 / 3' : '3 / 2'}
            sizes={variant === 'intro' ? '(max-width: 768px) 100vw, 28rem' : '(max-width: 560px) 100vw, (max-width: 1024px) 50vw, 26rem'}
          />
        </div>
      ) : null}
    </article>
  )
}
