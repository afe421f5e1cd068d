/** The emergency numbers feature's public face for routes and other features (ESLint keeps imports to this file or ./cms). */
export { EmergencyScreen } from './EmergencyScreen'
export { EMERGENCY_NUMBER, emergencyPath, emergencyPathOfWilayat, emergencyView, phoneLink, type EmergencyView } from './model'
export { findEmergencyNumbers, getEmergencyNumbers } from './queries'
