/** The offline feature's public face for routes (ESLint keeps imports to this file). */
export { OfflineScreen } from './OfflineScreen'
export { InstallHint } from './InstallHint'
export { SavedScreen } from './SavedScreen'
export { SaveWilayat } from './SaveWilayat'
export { offlineListResponse } from './offlineList'
export { ServiceWorkerScript } from './ServiceWorkerScript'
export { APP_ICONS, BACKGROUND_COLOUR, manifestPath, THEME_COLOUR, webManifest } from './manifest'
