/** Supplier registration: title and rich content. */
import { simpleScreen } from '@/features/content-screens'

const screen = simpleScreen('Supplier-registration-services', '/Supplier-registration-services')

export const generateMetadata = screen.generateMetadata
export default screen.Screen
