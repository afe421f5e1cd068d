/**
 * Digital participation: title and rich content of the CMS page. The screen has nothing
 * interactive, so it is a server component: its code is this route's own chunk and none of it reaches the
 * shared client bundle.
 */
import { simpleScreen } from '@/features/content-screens'

const screen = simpleScreen('digital-participation', '/digital-participation')

export const generateMetadata = screen.generateMetadata
export default screen.Screen
