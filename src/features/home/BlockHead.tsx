/** A home block's heading, with an optional "see all" link at the inline end. */
import { Link } from '@/i18n/Link'

import styles from './Home.module.css'

type Props = { id: string; title: string; more?: { href: string; label: string } }

export function BlockHead({ id, title, more }: Props) {
  return (
    <div className={styles.head}>
      <h2 id={id}>{title}</h2>
      {more ? (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      ) : null}
    </div>
  )
}
