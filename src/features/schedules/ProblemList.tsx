/** The schedules that could not run or will change nothing, as a list (the dashboard's and a page's notice share it). */
import { adminDate, scheduleLabels } from './labels'
import type { ScheduleProblem } from './problems'
import styles from './Schedules.module.css'

export function ProblemList({ problems, language, adminRoute, withPage }: { problems: ScheduleProblem[]; language: string; adminRoute: string; withPage: boolean }) {
  const t = scheduleLabels(language)
  const date = adminDate(language)
  return (
    <ul className={styles.list}>
      {problems.map((problem) => {
        const action = problem.type === 'unpublish' ? t.unpublish : t.publish
        const languages = problem.locale ? (t.language[problem.locale] ?? problem.locale) : t.allLanguages
        const reason = problem.pageGone ? t.pageGone : { failed: t.failed, overdue: t.overdue, noEffect: t.noEffect }[problem.kind]
        return (
          <li key={problem.jobId} data-testid="schedule-problem">
            {withPage && problem.pageId !== null ? (
              problem.pageGone ? (
                <span>{`${t.page} #${problem.pageId}`}</span>
              ) : (
                <a href={`${adminRoute}/collections/pages/${problem.pageId}`}>{problem.pageTitle}</a>
              )
            ) : null}
            <span>
              {action} ({languages}) · {problem.kind === 'noEffect' ? t.dueAhead : t.due} {problem.due ? <time dateTime={problem.due}>{date.format(new Date(problem.due))}</time> : '—'}
            </span>
            <span className={styles.reason}>
              {reason}
              {problem.error && !problem.pageGone ? `: ${problem.error}` : ''}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
