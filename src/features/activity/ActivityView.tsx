/**
 * /admin/activity, for administrators: the latest rows of the activity log (who did what to which page, alert,
 * picture, menu or setting, and when, each review step with its comment), a page's or an alert's save linking to
 * Payload's version screen, which compares it with the current document and restores it.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import styles from './Activity.module.css'
import { activityLabels } from './labels'
import { toActivityRows, type ActivityDoc } from './model'

export default async function ActivityView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, i18n, user } = req
  const t = activityLabels(i18n.language)
  const isAdmin = (user as { role?: unknown } | null)?.role === 'admin'
  const template = { i18n, locale, params, payload, permissions, searchParams, user: user ?? undefined, visibleEntities, req }

  if (!isAdmin) {
    return (
      <DefaultTemplate {...template}>
        <div className={`gutter--left gutter--right ${styles.view}`}>
          <h1>{t.title}</h1>
          <p>{t.adminsOnly}</p>
        </div>
      </DefaultTemplate>
    )
  }

  const log = await payload.find({ collection: 'activity', sort: '-createdAt', limit: 100, depth: 1, user, overrideAccess: false })
  const rows = toActivityRows(log.docs as unknown as ActivityDoc[], i18n.language, payload.config.routes.admin)
  const date = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-OM' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Muscat' })

  return (
    <DefaultTemplate {...template}>
      <div className={`gutter--left gutter--right ${styles.view}`} data-testid="activity-view">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        {rows.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.page}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.author}</th>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.comment}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t.restore}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.href ? <a href={row.href}>{row.title}</a> : row.title}
                    <div className={styles.muted}>{row.what}</div>
                  </td>
                  <td>{row.action}</td>
                  <td>{row.author ?? t.unknown}</td>
                  <td>
                    <time dateTime={row.at}>{date.format(new Date(row.at))}</time>
                  </td>
                  <td className={styles.comment}>{row.comment}</td>
                  <td>{row.restoreHref && <a href={row.restoreHref}>{t.restore}</a>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </DefaultTemplate>
  )
}
