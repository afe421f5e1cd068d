/** highlight(): matched words of the original text as segments, compared in normalised form. */
import { describe, expect, it } from 'vitest'

import { highlight } from '@/features/search/highlight'

const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text)
const joined = (segments: { text: string }[]) => segments.map((s) => s.text).join('')

describe('highlight', () => {
  it('marks the original spelling of a normalised match, with its article or clitics', () => {
    const text = 'صلالة مركز المحافظة، وفي الصلالة القديمة وبصلالة ميناء. صَلالَة'
    const segments = highlight(text, ['صلاله'], 'ar')
    expect(marked(segments)).toEqual(['صلالة', 'الصلالة', 'وبصلالة', 'صَلالَة'])
    expect(joined(segments)).toBe(text)
  })

  it('accepts a raw query: article, taa marbuta, hamza and diacritics', () => {
    expect(marked(highlight('موسم خريف ظفار', ['الخريف'], 'ar'))).toEqual(['خريف'])
    expect(marked(highlight('أرض اللبان', ['ارض'], 'ar'))).toEqual(['أرض'])
    expect(marked(highlight('مرحبا بكم في صلالة', ['صلالة'], 'ar'))).toEqual(['صلالة'])
  })

  it('transliterates terms into the text’s language', () => {
    expect(marked(highlight('زيارة صلالة', ['Salalah'], 'ar'))).toEqual(['صلالة'])
    expect(marked(highlight('Visit Salalah', ['صلالة'], 'en'))).toEqual(['Salalah'])
  })

  it('matches English stems and ignores case', () => {
    expect(marked(highlight('Beaches and a BEACH café', ['beach'], 'en'))).toEqual(['Beaches', 'BEACH'])
    expect(marked(highlight('Guided tours', ['tour', 'guide'], 'en'))).toEqual(['Guided', 'tours'])
  })

  it('keeps every character of the text and merges unmatched runs', () => {
    const segments = highlight('The Khareef, in Salalah!', ['salalah'], 'en')
    expect(segments).toEqual([
      { text: 'The Khareef, in ', match: false },
      { text: 'Salalah', match: true },
      { text: '!', match: false },
    ])
  })

  it('returns the whole text unmarked when nothing matches or there are no terms', () => {
    expect(highlight('Mirbat castle', [], 'en')).toEqual([{ text: 'Mirbat castle', match: false }])
    expect(highlight('Mirbat castle', ['taqah'], 'en')).toEqual([{ text: 'Mirbat castle', match: false }])
    expect(highlight('', ['taqah'], 'en')).toEqual([])
  })

  it('never matches inside a word', () => {
    expect(marked(highlight('Salalahs and ssalalah', ['salal'], 'en'))).toEqual([])
  })
})
