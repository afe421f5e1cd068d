/** The schedule notices are for the content team (editors and administrators), as the pages' drafts are. */
export const isStaffUser = (user: unknown) => {
  const role = (user as { role?: unknown } | null | undefined)?.role
  return role === 'admin' || role === 'editor'
}
