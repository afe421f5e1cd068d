/** The activity rows: what, which step, who (name, else e-mail, else unknown), the comment, and where to open it. */
import { describe, expect, it } from 'vitest'

import { toActivityRows, type ActivityDoc } from '@/features/activity/model'

const docs: ActivityDoc[] = [
  { id: 9, action: 'published', entity: 'pages', docId: '4', title: 'About', versionId: '12', createdAt: '2026-11-24T10:00:00.000Z', user: { id: 2, name: 'Amal', email: 'amal@example.com' } },
  { id: 8, action: 'sentBack', entity: 'alerts', docId: '5', title: 'Fog', comment: ' Say which road. ', versionId: '3', createdAt: '2026-11-24T09:00:00.000Z', user: { id: 3, name: '', email: 'salim@example.com' } },
  { id: 7, action: 'changed', entity: 'header', createdAt: '2026-11-24T08:00:00.000Z', user: null },
  { id: 6, action: 'deleted', entity: 'media', docId: '40', title: 'fog.jpg', createdAt: '2026-11-24T07:00:00.000Z', user: 2 },
]

describe('activity rows', () => {
  it('say what, which step, who and the comment, in the admin’s language', () => {
    const rows = toActivityRows(docs, 'en')
    expect(rows.map((r) => [r.what, r.title, r.action, r.author, r.comment])).toEqual([
      ['Page', 'About', 'Published', 'Amal', null],
      ['Alert', 'Fog', 'Sent back with comment', 'salim@example.com', 'Say which road.'],
      ['Header menu', 'Header menu', 'Changed', null, null],
      ['Media', 'fog.jpg', 'Deleted', null, null],
    ])
    expect(toActivityRows(docs, 'ar')[1]?.action).toBe('أُعيد مع تعليق')
  })

  it('link to the document, and to the version to restore for pages and alerts', () => {
    const rows = toActivityRows(docs, 'en')
    expect(rows.map((r) => [r.href, r.restoreHref])).toEqual([
      ['/admin/collections/pages/4', '/admin/collections/pages/4/versions/12'],
      ['/admin/collections/alerts/5', '/admin/collections/alerts/5/versions/3'],
      ['/admin/globals/header', null],
      [null, null],
    ])
  })
})
