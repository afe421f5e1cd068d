/** The admin menu's link to the activity view, shown to administrators only, in the admin's language. */
import type { ServerProps } from 'payload'

import { activityLabels } from './labels'

export default function ActivityNavLink({ user, i18n, payload }: ServerProps) {
  if ((user as { role?: unknown } | null | undefined)?.role !== 'admin') return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/activity`} id="nav-activity">
      <span className="nav__link-label">{activityLabels(i18n.language).title}</span>
    </a>
  )
}
