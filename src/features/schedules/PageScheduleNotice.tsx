/**
 * In a page's sidebar: its schedules that could not run (problems.ts), which Payload's schedule drawer no longer
 * lists once their time has passed. Nothing when there are none, or for a page not saved yet.
 */
import type { UIFieldServerComponent } from 'payload'

import { isStaffUser } from '@/page-data/viewer'
import { scheduleLabels } from './labels'
import { ProblemList } from './ProblemList'
import { findScheduleProblems } from './problems'
import styles from './Schedules.module.css'

const PageScheduleNotice: UIFieldServerComponent = async ({ id, payload, i18n, req }) => {
  const pageId = Number(id)
  if (!Number.isSafeInteger(pageId) || !isStaffUser(req.user)) return null
  const problems = await findScheduleProblems(payload, { pageId })
  if (problems.length === 0) return null
  const t = scheduleLabels(i18n.language)
  return (
    <section className={styles.notice} role="status" aria-labelledby="page-schedule-problems-title" data-testid="page-schedule-problems">
      <h3 id="page-schedule-problems-title" className={styles.title}>
        {t.pageTitle}
      </h3>
      <p>{t.pageIntro}</p>
      <ProblemList problems={problems} language={i18n.language} adminRoute={payload.config.routes.admin} withPage={false} />
    </section>
  )
}

export default PageScheduleNotice
