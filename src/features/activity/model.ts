/**
 * The activity view's rows from Payload's page versions: which page, who saved it, when, and whether that save
 * published it. Pure, so it is unit-tested without a database.
 */
export type VersionLike = {
  id: number | string
  parent: number | string | { id: number | string }
  updatedAt: string
  autosave?: boolean | null
  version: {
    title?: string | null
    uniqueUrl?: string | null
    _status?: string | null
    updatedBy?: number | string | { id: number | string } | null
  }
}

export type Author = { id: number | string; name?: string | null; email: string }

export type ActivityRow = {
  versionId: string
  pageId: string
  title: string
  uniqueUrl: string
  author: string | null
  at: string
  published: boolean
  /** Payload's own screen for this version, which compares it and restores it. */
  restoreHref: string
}

const idOf = (value: number | string | { id: number | string }) => String(typeof value === 'object' ? value.id : value)

export function authorIds(versions: VersionLike[]): (number | string)[] {
  const ids = new Set<number | string>()
  for (const { version } of versions) if (version.updatedBy != null) ids.add(typeof version.updatedBy === 'object' ? version.updatedBy.id : version.updatedBy)
  return [...ids]
}

export function toActivityRows(versions: VersionLike[], authors: Author[], adminRoute = '/admin'): ActivityRow[] {
  const byId = new Map(authors.map((a) => [String(a.id), a.name?.trim() || a.email]))
  return versions.map((v) => {
    const pageId = idOf(v.parent)
    return {
      versionId: String(v.id),
      pageId,
      title: v.version.title?.trim() || v.version.uniqueUrl || pageId,
      uniqueUrl: v.version.uniqueUrl ?? '',
      author: v.version.updatedBy != null ? (byId.get(idOf(v.version.updatedBy)) ?? null) : null,
      at: v.updatedAt,
      published: v.version._status === 'published',
      restoreHref: `${adminRoute}/collections/pages/${encodeURIComponent(pageId)}/versions/${encodeURIComponent(String(v.id))}`,
    }
  })
}
