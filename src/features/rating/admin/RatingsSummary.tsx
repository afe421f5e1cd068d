/**
 * Shown above the Ratings list in the admin (the collection's `beforeList` slot, a server component): per page the
 * number of ratings, the average, the 1–5 distribution and the latest comments, flagged ones marked; and the CSV
 * export link. Rendered on the server with the Local API, so no rating data goes through a public route.
 */
import type { BeforeListServerProps } from 'payload'

import { roleOfUser } from '@/lib/access'

import { HOME_PAGE_NAME } from '../constants'
import { splitAddresses } from './addresses'
import { summaryLabels, type SummaryLabels } from './labels'
import styles from './RatingsSummary.module.css'
import { ratingSummary, type PageSummary } from './summary'

const isStaffUser = (user: unknown): boolean => roleOfUser(user as { role?: unknown } | null | undefined) !== undefined

type Props = { distribution: number[]; total: number; label: (stars: number) => string; format: Intl.NumberFormat }

function DistributionBars({ distribution, total, label, format }: Props) {
  return (
    <dl className={styles.bars}>
      {distribution.map((count, i) => (
        <div key={i} className={styles.bar}>
          <dt>{label(i + 1)}</dt>
          <dd>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ inlineSize: `${total ? (count / total) * 100 : 0}%` }} />
            </span>
            {format.format(count)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A comment, its addresses isolated left to right (./addresses.ts). */
export function CommentText({ text }: { text: string }) {
  return (
    // dir=auto isolates the comment, so an Arabic one does not reorder the English text around it
    <q dir="auto" className={styles.comment}>
      {splitAddresses(text).map((part, i) =>
        part.address ? (
          <bdi key={i} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </q>
  )
}

/** The rated page: its path, left to right in the Arabic admin too (`/about` must not read `about/`). */
export function PageName({ name, home }: { name: string; home: string }) {
  if (name === HOME_PAGE_NAME) return <bdi>{home}</bdi>
  return (
    <bdi dir="ltr" className={styles.path}>
      {name}
    </bdi>
  )
}

export function Comments({ page, t, lang }: { page: PageSummary; t: SummaryLabels; lang: string }) {
  if (page.comments.length === 0) return <span className={styles.muted}>{t.noComments}</span>
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' })
  return (
    <ul className={styles.comments}>
      {page.comments.map((c) => (
        <li key={c.id} className={c.flagged ? styles.flagged : undefined}>
          {c.flagged ? <strong className={styles.badge}>{t.flagged}</strong> : null}
          <CommentText text={c.comment} />
          <span className={styles.muted}>
            {' '}
            · {t.stars(c.result)} · {date.format(new Date(c.createdAt))}
          </span>
        </li>
      ))}
    </ul>
  )
}

export async function RatingsSummary({ payload, i18n, user }: BeforeListServerProps) {
  if (!isStaffUser(user)) return null
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = summaryLabels[lang]
  const pages = await ratingSummary(payload)
  const number = new Intl.NumberFormat(lang)
  const average = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const total = pages.reduce((sum, p) => sum + p.count, 0)
  const exportUrl = `${payload.config.routes.api}/ratings/export.csv`

  return (
    <section className={styles.summary} aria-labelledby="ratings-summary-heading">
      <h2 id="ratings-summary-heading">{t.heading}</h2>
      <p>{pages.length ? t.overview(number.format(pages.length), number.format(total)) : t.empty}</p>
      <p>
        <a className={styles.export} href={exportUrl} download>
          {t.export}
        </a>{' '}
        <span className={styles.muted}>{t.exportHint}</span>
      </p>
      {pages.length ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.page}</th>
                <th scope="col">{t.count}</th>
                <th scope="col">{t.average}</th>
                <th scope="col">{t.distribution}</th>
                <th scope="col">{t.comments}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.pageName}>
                  <th scope="row">
                    <PageName name={page.pageName} home={t.home} />
                  </th>
                  <td>{number.format(page.count)}</td>
                  <td>{average.format(page.average)}</td>
                  <td>
                    <DistributionBars distribution={page.distribution} total={page.count} label={t.stars} format={number} />
                  </td>
                  <td>
                    <Comments page={page} t={t} lang={lang} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
