/**
 * An interface icon: a `<use>` of its symbol in the sprite (./shapes.ts, public/icons.svg), at `size` pixels, in
 * currentColor. Decorative: the control or text beside it names it. Server and client components both use it.
 */
import type { IconName } from './shapes'

/** The sprite's address: a file of the site, cached by browsers for a day (next.config.ts). */
export const SPRITE_URL = '/icons.svg'

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}
