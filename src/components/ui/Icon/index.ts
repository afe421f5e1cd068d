export { Icon, SPRITE_URL } from './Icon'
export type { IconName } from './shapes'
