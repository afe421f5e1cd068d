/** What Payload's config takes from the alerts feature: Node-safe (no React, no CSS). */
export { createFromPreset } from './presetEndpoint'
export { markAlertDraftSave, revalidateAlertsAfterChange, revalidateAlertsAfterDelete, validateAlert } from './hooks'
export { ALERT_CATEGORIES, ALERT_SEVERITIES, CATEGORY_LABELS, MESSAGE_MAX, SEVERITY_LABELS } from './model'
export { armAlertExpiry } from './expiry'
export { findVisibleAlerts, splitAlerts, type PublicAlert } from './data'
export { capPath } from './feeds'
