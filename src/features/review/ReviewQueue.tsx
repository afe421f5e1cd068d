/**
 * On the admin's dashboard: for an editor, their pages and alerts waiting for review or sent back (with the
 * comment, who and when); for a reviewer or an admin, also what waits for their review. Latest drafts, read with
 * the signed-in user's access. In the admin's language.
 */
import type { Payload, ServerProps, TypedUser, Where } from 'payload'

import { isReviewerUser, roleOfUser } from '@/lib/access'

import { REVIEWED_COLLECTIONS, reviewLabels, type ReviewLabels } from './labels'
import { dateFormat, idOf, namesOf } from './people'
import styles from './Review.module.css'

type Item = {
  collection: string
  id: number | string
  title: string
  state: 'submitted' | 'sentBack'
  comment: string | null
  by: number | string | null
  at: string | null
}

async function findItems(payload: Payload, user: TypedUser, where: Where): Promise<Item[]> {
  const lists = await Promise.all(
    REVIEWED_COLLECTIONS.map(async (collection) => {
      const { docs } = await payload.find({ collection, where, draft: true, depth: 0, limit: 50, sort: '-updatedAt', user, overrideAccess: false })
      return docs.map((doc): Item => {
        const d = doc as unknown as Record<string, unknown>
        const sentBack = d.reviewState === 'sentBack'
        return {
          collection,
          id: doc.id,
          title: (typeof d.title === 'string' && d.title.trim()) || String(doc.id),
          state: sentBack ? 'sentBack' : 'submitted',
          comment: sentBack ? String(d.reviewComment ?? '') : null,
          by: idOf(sentBack ? d.reviewBy : d.submittedBy),
          at: (sentBack ? d.reviewAt : d.submittedAt) as string | null,
        }
      })
    }),
  )
  return lists.flat().sort((a, b) => String(b.at ?? '').localeCompare(String(a.at ?? '')))
}

function ItemTable({ items, t, names, adminRoute, language, testId }: { items: Item[]; t: ReviewLabels; names: Map<string, string>; adminRoute: string; language: string; testId: string }) {
  const date = dateFormat(language)
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.state}</th>
          <th scope="col">{t.comment_}</th>
          <th scope="col">{t.who}</th>
          <th scope="col">{t.when}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.collection}:${item.id}`}>
            <td>
              <a href={`${adminRoute}/collections/${item.collection}/${item.id}`}>{item.title}</a>
              <div className={styles.muted}>{t.collections[item.collection] ?? item.collection}</div>
            </td>
            <td>{item.state === 'sentBack' ? t.sentBack : t.submitted}</td>
            <td>{item.comment}</td>
            <td>{item.by != null ? (names.get(String(item.by)) ?? t.unknownUser) : t.unknownUser}</td>
            <td>{item.at ? <time dateTime={item.at}>{date.format(new Date(item.at))}</time> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default async function ReviewQueue({ user, payload, i18n }: ServerProps) {
  if (!user || !roleOfUser(user as never)) return null
  const t = reviewLabels(i18n.language)
  const mine = await findItems(payload, user, { and: [{ submittedBy: { equals: user.id } }, { reviewState: { in: ['submitted', 'sentBack'] } }] })
  const reviewer = isReviewerUser(user as never)
  const waiting = reviewer ? await findItems(payload, user, { reviewState: { equals: 'submitted' } }) : []
  const names = await namesOf(payload, [...mine, ...waiting].map((item) => item.by))
  const common = { t, names, adminRoute: payload.config.routes.admin, language: i18n.language }

  return (
    <section className={styles.queue} aria-labelledby="review-queue-title" data-testid="review-queue">
      <h2 id="review-queue-title">{t.queueTitle}</h2>
      {reviewer && (
        <>
          <h3>{t.waitingTitle}</h3>
          {waiting.length ? <ItemTable items={waiting} testId="review-waiting" {...common} /> : <p>{t.waitingEmpty}</p>}
        </>
      )}
      <h3>{t.mineTitle}</h3>
      {mine.length ? <ItemTable items={mine} testId="review-mine" {...common} /> : <p>{t.mineEmpty}</p>}
    </section>
  )
}
