/** The activity rows: page, author (name, else e-mail, else unknown), publish state and Payload's restore screen. */
import { describe, expect, it } from 'vitest'

import { authorIds, toActivityRows, type VersionLike } from '@/features/activity/model'

const versions: VersionLike[] = [
  { id: 9, parent: 4, updatedAt: '2026-11-24T10:00:00.000Z', version: { title: 'About', uniqueUrl: 'about', _status: 'published', updatedBy: 2 } },
  { id: 8, parent: { id: 5 }, updatedAt: '2026-11-24T09:00:00.000Z', version: { title: ' ', uniqueUrl: 'FAQ', _status: 'draft', updatedBy: { id: 3 } } },
  { id: 7, parent: 4, updatedAt: '2026-11-24T08:00:00.000Z', version: { title: 'About', uniqueUrl: 'about', _status: 'published', updatedBy: null } },
]

describe('activity rows', () => {
  it('name the authors once each', () => {
    expect(authorIds(versions)).toEqual([2, 3])
  })

  it('show who, which page, when, and link to the version to restore', () => {
    const rows = toActivityRows(versions, [
      { id: 2, name: 'Amal', email: 'amal@example.com' },
      { id: 3, name: '', email: 'salim@example.com' },
    ])
    expect(rows.map((r) => [r.title, r.author, r.published])).toEqual([
      ['About', 'Amal', true],
      ['FAQ', 'salim@example.com', false],
      ['About', null, true],
    ])
    expect(rows[1]?.restoreHref).toBe('/admin/collections/pages/5/versions/8')
  })
})
