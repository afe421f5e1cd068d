/** Access rules shared by collections and globals: two roles, editor (content) and admin (also users, settings). */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export type Role = 'admin' | 'editor'

function roleOf(req: PayloadRequest): Role | undefined {
  const role = (req.user as { role?: unknown } | null)?.role
  return role === 'admin' || role === 'editor' ? role : undefined
}

export const isAdmin = (req: PayloadRequest) => roleOf(req) === 'admin'
export const isStaff = (req: PayloadRequest) => roleOf(req) !== undefined

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staff: Access = ({ req }) => isStaff(req)
export const admins: Access = ({ req }) => isAdmin(req)
export const adminsField: FieldAccess = ({ req }) => isAdmin(req)

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }): boolean | Where =>
  isStaff(req) ? true : { _status: { equals: 'published' } }
