/**
 * The panel's icons, from the site's icon sprite (components/ui/Icon), in currentColor so they follow the colour mode
 * and Windows' forced colours. All are decorative: the controls they sit in carry the text.
 */
import { Icon } from '@/components/ui/Icon'

type IconProps = { className?: string }

/** The international accessibility symbol: a figure with open arms inside a circle. */
export const AccessibilityIcon = (props: IconProps) => <Icon name="accessibility" {...props} />
export const SpeakerIcon = (props: IconProps) => <Icon name="speaker" {...props} />
export const ContrastIcon = (props: IconProps) => <Icon name="contrast" {...props} />
export const TextSizeIcon = (props: IconProps) => <Icon name="text-size" {...props} />
