/**
 * The governorate's emblem, drawn for this site: a frankincense sprig with its resin tears rising from the
 * Arabian Sea's waves, on the brand-green disc. Decorative (aria-hidden): it always sits beside the site name,
 * which gives the link or heading its accessible name. Fixed size, so it never shifts the layout; never mirrored.
 */
import { EMBLEM } from './emblem'
import styles from './Logo.module.css'

export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg className={styles.logo} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle className={styles.disc} {...EMBLEM.disc} />
      <g className={styles.waves} fill="none" strokeWidth="2.4" strokeLinecap="round">
        {EMBLEM.waves.map((d) => <path key={d} d={d} />)}
      </g>
      <path className={styles.stem} d={EMBLEM.stem} fill="none" strokeWidth="2" strokeLinecap="round" />
      <g className={styles.leaves}>
        {EMBLEM.leaves.map((d) => <path key={d} d={d} />)}
      </g>
      <g className={styles.tears}>
        <path d={EMBLEM.tear} />
        {EMBLEM.drops.map((drop) => <circle key={drop.cx} {...drop} />)}
      </g>
    </svg>
  )
}
