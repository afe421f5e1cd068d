/** Query planning and the lookups a search makes: stop words, transliteration, loose passes, large-site limits. */
import type { Query } from 'minisearch'
import { describe, expect, it } from 'vitest'

import { createPageIndex, upsertPage, type PageIndex } from '@/features/search/engine'
import { PASSES, buildQuery, planQuery } from '@/features/search/query'

const doc = (id: number, title: string, body = '') => ({
  id, uniqueUrl: `p${id}`, category: 'general' as const, title, description: '', seo: '', body, imageId: null, imageUrl: null,
})

type Combination = { queries: Query[]; fields?: string[] }

/** The lookups of the first word of a built query: [term, restricted to the head fields]. */
function lookupsOf(query: Query): [string, boolean][] {
  const group = (query as Combination).queries[0] as Combination
  return group.queries.map((q) => {
    if (typeof q === 'string') return [q, false]
    const lookup = q as Combination
    return [String(lookup.queries[0]), lookup.fields !== undefined]
  })
}

describe('planQuery', () => {
  it('normalises, de-duplicates and drops stop words', () => {
    expect(planQuery('  Things to do in SALALAH  ', 'en').words).toEqual(['things', 'salalah'])
    expect(planQuery('فعاليات في صلالة صلاله', 'ar').words).toEqual(['فعاليات', 'صلاله'])
    expect(planQuery('من', 'ar').words).toEqual(['من'])
    expect(planQuery('!!! ، ؟', 'ar').words).toEqual([])
  })

  it('keeps ten words at most and adds transliterations into the locale', () => {
    expect(planQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11 l12', 'en').words).toHaveLength(10)
    expect(planQuery('Salalah beach', 'ar').alternatives).toEqual([['صلاله'], []])
    expect(planQuery('صلالة', 'en').alternatives[0]).toContain('salalah')
  })
})

describe('buildQuery', () => {
  const index: PageIndex = createPageIndex()
  upsertPage(index, doc(1, 'Salalah Salalahs', 'salalah'))
  upsertPage(index, doc(2, 'Salala', 'mirbat'))

  it('looks the words up as typed first, and completions and typos only in the loose passes', () => {
    const [strict, loose] = PASSES
    const plan = planQuery('sala', 'en')
    expect(lookupsOf(buildQuery(plan, strict, index).query).map(([t]) => t)).toEqual(['sala', '~s~sala'])
    expect(lookupsOf(buildQuery(plan, loose, index).query).map(([t]) => t)).toEqual(expect.arrayContaining(['salalah', 'salala']))
  })

  it('maps every lookup to the query word it stands for', () => {
    const { owner } = buildQuery(planQuery('Salalah Mirbat', 'ar'), PASSES[1], index)
    expect(owner.get('salalah')).toBe(0)
    expect(owner.get('صلاله')).toBe(0)
    expect(owner.get('مرباط')).toBe(1)
  })

  it('leaves a small site alone, and on a large one scores a word common in bodies in the other fields only', () => {
    expect(lookupsOf(buildQuery(planQuery('salalah', 'en'), PASSES[0], index).query)[0]).toEqual(['salalah', false])
    const large = createPageIndex()
    for (let id = 1; id <= 1200; id += 1) upsertPage(large, doc(id, id <= 150 ? `Salalah ${id}` : `Page ${id}`, 'In Salalah'))
    const lookups = lookupsOf(buildQuery(planQuery('salalah', 'en'), PASSES[0], large).query)
    expect(lookups[0]).toEqual(['salalah', true])
    const rare = lookupsOf(buildQuery(planQuery('page', 'en'), PASSES[0], large).query)
    expect(rare[0]).toEqual(['page', false])
  })
})
