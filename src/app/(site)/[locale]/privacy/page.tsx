/** Privacy policy: breadcrumb, heading and the rich content of the CMS page `privacy`. */
import { simpleScreen } from '@/features/content-screens'

const screen = simpleScreen('privacy', '/privacy')

export const generateMetadata = screen.generateMetadata
export default screen.Screen
