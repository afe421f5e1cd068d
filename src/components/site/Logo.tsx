/**
 * The governorate's emblem, drawn for this site: a frankincense sprig with its resin tears rising from the
 * Arabian Sea's waves, on the brand-green disc. Decorative (aria-hidden): it always sits beside the site name,
 * which gives the link or heading its accessible name. Fixed size, so it never shifts the layout; never mirrored.
 */
import styles from './Logo.module.css'

export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg
      className={styles.logo}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.disc} cx="24" cy="24" r="23" />
      <g className={styles.waves} fill="none" strokeWidth="2.4" strokeLinecap="round">
        <path d="M7 34.5q4.25-3.6 8.5 0t8.5 0 8.5 0 8.5 0" />
        <path d="M11 40q3.25-2.8 6.5 0t6.5 0 6.5 0 6.5 0" />
      </g>
      <path className={styles.stem} d="M24 30.5C22.6 24 25.8 17.5 24.6 9.5" fill="none" strokeWidth="2" strokeLinecap="round" />
      <g className={styles.leaves}>
        <path d="M23.6 25.5c-2.6-3.4-6.6-3.9-9.4-2.6 2.3 2.9 6.1 4 9.4 2.6Z" />
        <path d="M24.6 20.2c2.2-3.6 6.1-4.6 9-3.6-2 3.1-5.7 4.6-9 3.6Z" />
        <path d="M24.7 15.2c-2.3-2.9-5.8-3.3-8.2-2.1 2 2.5 5.3 3.4 8.2 2.1Z" />
      </g>
      <g className={styles.tears}>
        <path d="M24.6 3.6c1.6 2.2 2.4 3.6 2.4 4.7a2.4 2.4 0 0 1-4.8 0c0-1.1.8-2.5 2.4-4.7Z" />
        <circle cx="31.5" cy="11.5" r="1.5" />
        <circle cx="17.6" cy="18.2" r="1.3" />
      </g>
    </svg>
  )
}
