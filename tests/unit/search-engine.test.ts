/** The page index and its ranking, fed directly (no database): what a visitor's queries find, and in what order. */
import { beforeEach, describe, expect, it } from 'vitest'

import { createPageIndex, removePage, searchIndex, upsertPage, type PageIndex, type SearchDocument } from '@/features/search/engine'

const doc = (id: number, title: string, description = '', body = '', seo = ''): SearchDocument => ({
  id, uniqueUrl: `page-${id}`, category: 'general', title, description, seo, body, imageId: null, imageUrl: null,
})

const ids = (index: PageIndex, term: string, locale: 'en' | 'ar' = 'ar', limit = 20) =>
  searchIndex(index, term, locale, limit).map((hit) => hit.id)

describe('Arabic index', () => {
  let index: PageIndex
  beforeEach(() => {
    index = createPageIndex()
    upsertPage(index, doc(1, 'صلالة', 'مركز محافظة ظفار', 'وفي موسم الخريف تكون صلالة منطلق الزوار، والمنطقة الحرة بصلالة.'))
    upsertPage(index, doc(2, 'طاقة', 'بلدة ساحلية شرق صلالة', 'شلالات وادي دربات وحصن طاقة.'))
    upsertPage(index, doc(3, 'مهرجان خريف ظفار', 'فعاليات ثقافية', 'أسواق اللبان والمباخر.'))
    upsertPage(index, doc(4, 'مرباط', 'مدينة الصيد', 'بان القارب في الأفق.'))
  })

  it('finds the Salalah page by صلالة, صلاله, Salalah and with diacritics, title first', () => {
    for (const term of ['صلالة', 'صلاله', 'Salalah', 'SALALAH', 'صَلالَة', 'الصلالة']) {
      expect(ids(index, term)[0], term).toBe(1)
    }
    expect(ids(index, 'صلالة')).toContain(2)
  })

  it('meets the article, clitics and plural/singular forms', () => {
    expect(ids(index, 'الخريف')).toEqual(expect.arrayContaining([1, 3]))
    expect(ids(index, 'شلال')).toEqual([2])
    expect(ids(index, 'فعالية')).toEqual([3])
    expect(ids(index, 'لبان')).toEqual([3])
    expect(ids(index, 'Frankincense')).toEqual([3])
    expect(ids(index, 'Khareef Dhofar')[0]).toBe(3)
  })

  it('ranks an exact word above a form made by stripping', () => {
    // "بان" (appeared) is in page 4; "اللبان" strips to "لبان", never to "بان" for the query.
    expect(ids(index, 'بان')[0]).toBe(4)
  })

  it('tolerates a typo in a word of four letters or more, and completes the last word', () => {
    expect(ids(index, 'مرباظ')).toEqual([4])
    expect(ids(index, 'مربا')).toEqual([4])
  })

  it('requires every word, and falls back to any word when no page has them all', () => {
    expect(ids(index, 'طاقة دربات')).toEqual([2])
    expect(ids(index, 'مرباط دربات').sort()).toEqual([2, 4])
  })

  it('ignores stop words unless the query has nothing else', () => {
    expect(ids(index, 'في صلالة')[0]).toBe(1)
    expect(ids(index, 'في').length).toBeGreaterThan(0)
  })

  it('reflects replaced and removed pages, and honours the limit', () => {
    upsertPage(index, doc(4, 'حصن مرباط', 'قلعة'))
    expect(ids(index, 'قلعة')).toEqual([4])
    removePage(index, 4)
    expect(ids(index, 'مرباط')).toEqual([])
    expect(ids(index, 'صلالة', 'ar', 1)).toEqual([1])
    expect(ids(index, '   ')).toEqual([])
  })
})

describe('English index', () => {
  let index: PageIndex
  beforeEach(() => {
    index = createPageIndex()
    upsertPage(index, doc(1, 'Salalah', 'The centre of Dhofar Governorate', 'Beaches, guided tours and Al Baleed.'))
    upsertPage(index, doc(2, 'Taqah', 'A coastal town east of Salalah', 'The waterfalls of Wadi Darbat; diving.'))
    upsertPage(index, doc(3, 'Frankincense museum', '', 'The history of the land.', 'Museum of the Frankincense Land'))
  })

  it('finds Salalah by its English and Arabic names and by a typo', () => {
    for (const term of ['Salalah', 'salalah', 'صلالة', 'صلاله', 'Salala', 'Salalh']) expect(ids(index, term, 'en')[0], term).toBe(1)
  })

  it('ranks a title match above a description match above a body match', () => {
    upsertPage(index, doc(4, 'Port', 'Ships', 'Containers leave Mirbat every day from the long quay.'))
    upsertPage(index, doc(5, 'Harbour', 'Boats of Mirbat', ''))
    upsertPage(index, doc(6, 'Mirbat', 'A fishing town', ''))
    expect(ids(index, 'Mirbat', 'en')).toEqual([6, 5, 4])
  })

  it('stems and transliterates', () => {
    expect(ids(index, 'beach tour guide', 'en')).toEqual([1])
    expect(ids(index, 'dive', 'en')).toEqual([2])
    expect(ids(index, 'وادي دربات', 'en')).toEqual([2])
    expect(ids(index, 'لبان', 'en')).toEqual([3])
  })

  it('returns what a result shows, with the matched forms', () => {
    const [hit] = searchIndex(index, 'beaches', 'en', 5)
    expect(hit).toMatchObject({ id: 1, uniqueUrl: 'page-1', category: 'general', title: 'Salalah', imageId: null })
    expect(hit.matches).toContain('beaches')
    expect(hit.score).toBeGreaterThan(0)
  })
})
