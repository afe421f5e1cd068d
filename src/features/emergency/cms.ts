/**
 * What Payload's config takes from the emergency numbers feature: the pure rules (the number's shape, each wilayat
 * once), without the screen.
 */
export { EMERGENCY_NUMBER, isPhone, repeatedWilayats } from './model'
