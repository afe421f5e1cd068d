/** The accessibility feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { AccessibilityPanel } from './AccessibilityPanel'
export { PreferencesScript } from './PreferencesScript'
