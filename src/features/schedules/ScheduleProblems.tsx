/**
 * The dashboard's notice of schedules that could not run (problems.ts), for the content team; nothing when all ran.
 */
import type { ServerProps } from 'payload'

import { isStaffUser } from '@/page-data/viewer'
import { scheduleLabels } from './labels'
import { ProblemList } from './ProblemList'
import { findScheduleProblems } from './problems'
import styles from './Schedules.module.css'

export default async function ScheduleProblems({ payload, i18n, user }: ServerProps) {
  if (!isStaffUser(user)) return null
  const locale = i18n.language === 'ar' ? 'ar' : 'en'
  const problems = await findScheduleProblems(payload, { locale })
  if (problems.length === 0) return null
  const t = scheduleLabels(i18n.language)
  return (
    <section className={styles.notice} role="status" aria-labelledby="schedule-problems-title" data-testid="schedule-problems">
      <h2 id="schedule-problems-title" className={styles.title}>
        {t.dashboardTitle}
      </h2>
      <p>{t.dashboardIntro}</p>
      <ProblemList problems={problems} language={i18n.language} adminRoute={payload.config.routes.admin} withPage />
    </section>
  )
}
