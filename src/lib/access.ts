/**
 * Access rules shared by collections and globals. Three roles: editor (writes content, submits it for review),
 * reviewer (also publishes and sends back) and admin (also users and settings). Who may publish what is
 * `mayPublish`; the review workflow itself is src/features/review (docs/decisions/0039-review-before-publish.md).
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['editor', 'reviewer', 'admin'] as const
export type Role = (typeof ROLES)[number]

type UserLike = { role?: unknown; publishAlerts?: unknown; collection?: unknown } | null | undefined

export function roleOfUser(user: UserLike): Role | undefined {
  const role = user?.role
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : undefined
}

const roleOf = (req: PayloadRequest) => roleOfUser(req.user as UserLike)

export const isAdmin = (req: PayloadRequest) => roleOf(req) === 'admin'
export const isStaff = (req: PayloadRequest) => roleOf(req) !== undefined
/** Reviewers and admins: they publish, unpublish and send back. */
export const isReviewerUser = (user: UserLike) => {
  const role = roleOfUser(user)
  return role === 'reviewer' || role === 'admin'
}

/**
 * Whether this user may change what visitors see in a collection with drafts: reviewers and admins everywhere;
 * an editor an admin granted it ("may publish alerts directly") for alerts only, since a warning cannot wait.
 */
export function userMayPublish(user: UserLike, collection: string): boolean {
  if (isReviewerUser(user)) return true
  return collection === 'alerts' && roleOfUser(user) === 'editor' && user?.publishAlerts === true
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staff: Access = ({ req }) => isStaff(req)
export const admins: Access = ({ req }) => isAdmin(req)
export const adminsField: FieldAccess = ({ req }) => isAdmin(req)

/**
 * The update rule of a collection with drafts: staff save drafts; a save that publishes needs `userMayPublish`.
 * Payload asks it with `_status: 'published'` to show or hide the Publish and Schedule buttons and to authorize a
 * schedule; the server-side refusal with a sentence is src/features/review (it also covers the Local API).
 */
export const staffPublishing =
  (collection: string): Access =>
  ({ req, data }) =>
    isStaff(req) && ((data as { _status?: unknown } | undefined)?._status !== 'published' || userMayPublish(req.user as UserLike, collection))

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }): boolean | Where =>
  isStaff(req) ? true : { _status: { equals: 'published' } }
