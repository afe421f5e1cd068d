/** What an imported row does to its page: nothing when unchanged, drafts stay drafts, a newer draft is never published unseen. */
import { describe, expect, it } from 'vitest'

import { pageRow, type PageRow } from '@/features/page-csv/model'
import { planRow } from '@/features/page-csv/plan'
import type { PageState } from '@/features/page-csv/state'

const live: PageState = {
  id: 7,
  uniqueUrl: 'night',
  addresses: ['night'],
  category: 'events',
  live: true,
  newerDraft: null,
  date: '2026-08-01T00:00:00.000Z',
  classification: null,
  text: { en: { title: 'Night', description: 'Music', location: 'Salalah' }, ar: { title: 'ليلة', description: '', location: '' } },
}
const row = (cells: Partial<Record<keyof PageRow, string>>): PageRow =>
  pageRow.parse({ uniqueUrl: 'night', status: 'published', date: '2026-08-01T00:00:00.000Z', title_en: 'Night', title_ar: 'ليلة', description_en: 'Music', location_en: 'Salalah', ...cells })
const plan = (r: PageRow, page: PageState | undefined = live) => planRow(r, 'events', page ? [page] : [], new Map())

describe('an imported row', () => {
  it('writes nothing when it says what the page says, whatever its status', () => {
    expect(plan(row({}))).toEqual({ action: 'unchanged', id: 7 })
    expect(plan(row({ status: 'draft' }))).toEqual({ action: 'unchanged', id: 7 })
    expect(plan(row({}), { ...live, newerDraft: '2026-08-02T00:00:00.000Z' })).toEqual({ action: 'unchanged', id: 7 })
  })

  it('writes only the cells that changed; a draft row as draft saves', () => {
    expect(plan(row({ status: 'draft', title_ar: 'ليلة طويلة' }))).toEqual({
      action: 'update',
      id: 7,
      writes: [{ locale: 'ar', draft: true, data: { title: 'ليلة طويلة', _status: 'draft' } }],
    })
  })

  it('publishes both languages in one step: the first as a draft save, the last publishing', () => {
    expect(plan(row({ date: '2026-08-02', location_en: '', description_ar: 'موسيقى' }))).toEqual({
      action: 'update',
      id: 7,
      writes: [
        { locale: 'en', draft: true, data: { pageDate: '2026-08-02T00:00:00.000Z', event: { location: null }, _status: 'draft' } },
        { locale: 'ar', draft: false, data: { description: 'موسيقى', _status: 'published' } },
      ],
    })
  })

  it('publishes a page that is only a draft when the row says published', () => {
    expect(plan(row({}), { ...live, live: false })).toEqual({ action: 'update', id: 7, writes: [{ locale: 'en', draft: false, data: { _status: 'published' } }] })
  })

  it('refuses to publish changes over a newer draft, and to remove a title', () => {
    expect(plan(row({ title_en: 'Later night' }), { ...live, newerDraft: '2026-08-02T00:00:00.000Z' })).toEqual([expect.objectContaining({ field: 'status' })])
    expect(plan(row({ title_ar: '', description_ar: '' }))).toEqual([expect.objectContaining({ field: 'title_ar' })])
  })

  it("says why in the admin's language", () => {
    expect(planRow(row({ title_ar: '' }), 'events', [live], new Map(), 'ar')).toEqual([{ field: 'title_ar', message: 'للصفحة عنوان عربي: لا يمكن حذفه.' }])
    expect(planRow(row({ title_ar: '' }), 'events', [live], new Map(), 'en')).toEqual([
      { field: 'title_ar', message: 'The page has an Arabic title: it cannot be removed.' },
    ])
  })

  it('leaves a language the page does not have alone', () => {
    const english = { ...live, text: { ...live.text, ar: { title: '', description: '', location: '' } } }
    expect(plan(row({ title_ar: '' }), english)).toEqual({ action: 'unchanged', id: 7 })
    expect(plan(row({ title_ar: '' }), undefined)).toEqual([expect.objectContaining({ field: 'title_ar' })])
  })

  it('is not the page of another page’s draft address', () => {
    const moved = { ...live, id: 8, uniqueUrl: 'other', addresses: ['other', 'night'] }
    expect(planRow(row({}), 'events', [moved], new Map())).toEqual([expect.objectContaining({ field: 'uniqueUrl' })])
  })
})
