/**
 * The data step of the review-before-publish migrations (SQLite and PostgreSQL): every editor becomes a reviewer,
 * so nobody who published before the upgrade loses the right to. Shared so the integration test runs the very
 * statement the migrations run. Plain SQL that both databases read the same.
 */
export const EDITORS_BECOME_REVIEWERS = `UPDATE users SET role = 'reviewer' WHERE role = 'editor'`
export const REVIEWERS_BECOME_EDITORS = `UPDATE users SET role = 'editor' WHERE role = 'reviewer'`
