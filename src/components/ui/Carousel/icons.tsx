/**
 * The carousel's icons, from the site's icon sprite, in currentColor, so they follow the text colour and the
 * high-contrast mode. All are decorative: the button around each one carries the accessible name. The chevrons
 * point "forward" in the reading direction: the CSS mirrors them in Arabic.
 */
import { Icon } from '@/components/ui/Icon'

/** Points to the inline end (right in English); `back` points to the inline start. */
export function ChevronIcon({ className, back = false }: { className?: string; back?: boolean }) {
  return <Icon name={back ? 'carousel-prev' : 'carousel-next'} className={className} />
}

export const PauseIcon = ({ className }: { className?: string }) => <Icon name="carousel-pause" className={className} />

export const PlayIcon = ({ className }: { className?: string }) => <Icon name="carousel-play" className={className} />
