/**
 * The home page's icons, from the site's icon sprite (components/ui/Icon), in currentColor. All decorative: the button
 * or the text beside each one names it. The statistics icons follow the governor's-word items 1-4 by position.
 */
import { Icon, type IconName } from '@/components/ui/Icon'

export const PlayIcon = () => <Icon name="play" />
export const PauseIcon = () => <Icon name="pause" />
export const SoundOffIcon = () => <Icon name="sound-off" />
export const SoundOnIcon = () => <Icon name="sound-on" />

/** Wilayats (a map pin), area (a frame), year (a calendar), heritage sites (a columned monument). */
const STAT_ICONS: IconName[] = ['stat-pin', 'stat-area', 'stat-year', 'stat-site']

export function StatIcon({ index }: { index: number }) {
  return <Icon name={STAT_ICONS[index % STAT_ICONS.length]} size={40} />
}
