/**
 * The shell's small interface icons, from the site's icon sprite (components/ui/Icon). All are decorative: the
 * control around each one carries the accessible name. They use currentColor so they follow the text and contrast modes.
 */
import { Icon } from '@/components/ui/Icon'

type IconProps = { className?: string }

export const SearchIcon = (props: IconProps) => <Icon name="search" {...props} />
export const MenuIcon = (props: IconProps) => <Icon name="menu" {...props} />
export const CloseIcon = (props: IconProps) => <Icon name="close" {...props} />
/** Points down; a disclosure turns it up when open. Not inline-directional, so it needs no mirroring in Arabic. */
export const ChevronDownIcon = (props: IconProps) => <Icon name="chevron-down" {...props} />
/** Points to the inline end (right in English); the stylesheet mirrors it on right-to-left pages. */
export const ChevronEndIcon = (props: IconProps) => <Icon name="chevron-end" {...props} />
