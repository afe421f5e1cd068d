/**
 * /admin/activity, for administrators: the latest page saves from Payload's versions (who, which page, when),
 * each linking to Payload's version screen, which compares it with the current page and restores it.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import styles from './Activity.module.css'
import { activityLabels } from './labels'
import { authorIds, toActivityRows, type Author, type VersionLike } from './model'

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

  const contentLocale = i18n.language === 'ar' ? 'ar' : 'en'
  const versions = await payload.findVersions({
    collection: 'pages',
    sort: '-updatedAt',
    limit: 50,
    depth: 0,
    locale: contentLocale,
    user,
    overrideAccess: false,
  })
  const ids = authorIds(versions.docs as unknown as VersionLike[])
  const authors = ids.length
    ? (await payload.find({ collection: 'users', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, user, overrideAccess: false })).docs
    : []
  const rows = toActivityRows(versions.docs as unknown as VersionLike[], authors as Author[], payload.config.routes.admin)
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
                <th scope="col">{t.author}</th>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t.restore}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.versionId}>
                  <td>
                    <a href={`${payload.config.routes.admin}/collections/pages/${row.pageId}`}>{row.title}</a>
                    <div className={styles.muted} dir="ltr">
                      {row.uniqueUrl}
                    </div>
                  </td>
                  <td>{row.author ?? t.unknown}</td>
                  <td>
                    <time dateTime={row.at}>{date.format(new Date(row.at))}</time>
                  </td>
                  <td>{row.published ? t.published : t.draft}</td>
                  <td>
                    <a href={row.restoreHref}>{t.restore}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </DefaultTemplate>
  )
}
