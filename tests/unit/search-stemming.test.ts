/** Arabic clitics and suffixes, the English stemmer, the tiered index terms and the transliteration table. */
import { describe, expect, it } from 'vitest'

import { stripArticle, stripClitics, stripSuffix } from '@/features/search/arabic'
import { stemEnglish } from '@/features/search/english'
import { normalizeText } from '@/lib/text/normalize'
import { TIER, indexTerms, matchableForms, queryVariants } from '@/features/search/terms'
import { transliterate } from '@/features/search/transliteration'

const n = normalizeText

describe('Arabic prefixes', () => {
  it('removes the article and the clitics written before it (ال، وال، فال، بال، كال، لل، وبال، ولل)', () => {
    expect(stripArticle(n('الخريف'))).toBe('خريف')
    expect(stripArticle(n('والخريف'))).toBe('خريف')
    expect(stripArticle(n('فالخريف'))).toBe('خريف')
    expect(stripArticle(n('بالخريف'))).toBe('خريف')
    expect(stripArticle(n('كالخريف'))).toBe('خريف')
    expect(stripArticle(n('للسياحة'))).toBe('سياحه')
    expect(stripArticle(n('وبالخريف'))).toBe('خريف')
    expect(stripArticle(n('وللسياحة'))).toBe('سياحه')
  })

  it('keeps the article when fewer than two letters would stay, and words without one', () => {
    expect(stripArticle('الي')).toBeUndefined()
    expect(stripArticle('البر')).toBe('بر')
    expect(stripArticle('صلاله')).toBeUndefined()
  })

  it('removes the clitics و، ف، ب، ك، ل (alone or و/ف + ب/ك/ل) when three letters stay', () => {
    expect(stripClitics(n('وصلالة'))).toBe('صلاله')
    expect(stripClitics(n('فصلالة'))).toBe('صلاله')
    expect(stripClitics(n('بصلالة'))).toBe('صلاله')
    expect(stripClitics(n('كصلالة'))).toBe('صلاله')
    expect(stripClitics(n('لظفار'))).toBe('ظفار')
    expect(stripClitics(n('وبصلالة'))).toBe('صلاله')
    expect(stripClitics(n('فلظفار'))).toBe('ظفار')
  })

  it('keeps short words whole, and a query keeps four letters', () => {
    expect(stripClitics('بحر')).toBeUndefined()
    expect(stripClitics('كهف')).toBeUndefined()
    expect(stripClitics('لبان')).toBe('بان')
    expect(stripClitics('لبان', 4)).toBeUndefined()
    expect(stripClitics('وادي', 4)).toBeUndefined()
  })
})

describe('Arabic suffixes', () => {
  it('removes one light suffix (يات، ات، ون، ين، ها، هم، ية، ة) when three letters stay', () => {
    expect(stripSuffix(n('شلالات'))).toBe('شلال')
    expect(stripSuffix(n('فعاليات'))).toBe('فعال')
    expect(stripSuffix(n('فعالية'))).toBe('فعال')
    expect(stripSuffix(n('مزارعون'))).toBe('مزارع')
    expect(stripSuffix(n('مزارعين'))).toBe('مزارع')
    expect(stripSuffix(n('جبالها'))).toBe('جبال')
    expect(stripSuffix(n('زوارهم'))).toBe('زوار')
    expect(stripSuffix(n('سياحة'))).toBe('سياح')
  })

  it('leaves short words and words without a suffix alone', () => {
    expect(stripSuffix(n('بنات'))).toBeUndefined()
    expect(stripSuffix('زين')).toBeUndefined()
    expect(stripSuffix('شلال')).toBeUndefined()
  })
})

describe('stemEnglish', () => {
  it('conflates plurals, -ing, -ed and a silent e', () => {
    const same = [
      ['beaches', 'beach'], ['cities', 'city'], ['events', 'event'], ['caves', 'cave'], ['glasses', 'glass'],
      ['diving', 'dive'], ['dived', 'dive'], ['hiking', 'hike'], ['swimming', 'swim'], ['guided', 'guide'],
      ['visiting', 'visited'], ['activities', 'activity'], ['tours', 'tour'],
    ]
    for (const [a, b] of same) expect(stemEnglish(a), `${a} ~ ${b}`).toBe(stemEnglish(b))
  })

  it('leaves words that only look inflected', () => {
    for (const word of ['news', 'series', 'bus', 'status', 'analysis', 'need', 'bring', 'spring', 'tree', 'sea']) {
      expect(stemEnglish(word), word).toBe(word)
    }
    expect(stemEnglish('news')).not.toBe(stemEnglish('new'))
    expect(stemEnglish('2025s')).toBe('2025s')
  })
})

describe('index terms and query variants', () => {
  it('indexes the exact word first, then its marked stripped forms', () => {
    const { article, clitic, stem } = TIER
    expect(indexTerms('الشلالات')).toEqual(['الشلالات', `${article}شلالات`, `${stem}شلال`])
    expect(indexTerms(n('بصلالة'))).toEqual(['بصلاله', `${clitic}صلاله`, `${stem}صلال`, `${stem}بصلال`])
    expect(indexTerms(n('وشلالات'))).toEqual(['وشلالات', `${clitic}شلالات`, `${stem}شلال`, `${stem}وشلال`])
    expect(indexTerms(n('ولايات'))).toEqual(['ولايات', `${clitic}ايات`, `${stem}ولا`])
    expect(indexTerms('beaches')).toEqual(['beaches', `${stem}beach`])
    expect(indexTerms('salalah')).toEqual(['salalah'])
    expect(indexTerms('2025')).toEqual(['2025'])
  })

  it('marks tiers with three characters, so no word is within two edits of a marked term', () => {
    for (const mark of Object.values(TIER)) expect(mark).toMatch(/^~.~$/)
  })

  it('queries every tier a stripped form can meet, weaker tiers with lower weights', () => {
    const { article, clitic, stem } = TIER
    const variants = new Map(queryVariants(n('الخريف')).map((v) => [v.term, v.weight]))
    expect(variants.get('خريف')).toBeCloseTo(0.9)
    expect(variants.get(`${article}خريف`)).toBeCloseTo(0.81)
    expect(variants.has('الخريف')).toBe(false)
    const salalah = new Map(queryVariants(n('صلالة')).map((v) => [v.term, v.weight]))
    expect(salalah.get(`${article}صلاله`)).toBeGreaterThan(salalah.get(`${clitic}صلاله`) ?? 1)
    expect(salalah.get(`${clitic}صلاله`)).toBeGreaterThan(salalah.get(`${stem}صلال`) ?? 1)
    expect(queryVariants('beach')).toEqual([{ term: `${stem}beach`, weight: 0.7 }])
  })

  it('gives the highlighter every unmarked form of a word', () => {
    expect(matchableForms(n('بصلالة'))).toEqual(['بصلاله', 'صلاله', 'صلال', 'بصلال'])
  })
})

describe('transliterate', () => {
  const pairs: [string, string][] = [
    ['Salalah', 'صلالة'], ['Mirbat', 'مرباط'], ['Taqah', 'طاقة'], ['Khareef', 'خريف'], ['Dhofar', 'ظفار'],
    ['Frankincense', 'لبان'], ['Sadah', 'سدح'], ['Thumrait', 'ثمريت'], ['Rakhyut', 'رخيوت'], ['Dhalkut', 'ضلكوت'],
    ['Muqshin', 'مقشن'], ['Hallaniyat', 'الحلانيات'], ['Mughsail', 'المغسيل'], ['Darbat', 'دربات'],
    ['Baleed', 'البليد'], ['Sumhuram', 'سمهرم'],
  ]

  it('turns each English name into its Arabic name on the Arabic site, and back on the English site', () => {
    for (const [english, arabic] of pairs) {
      expect(transliterate(n(english), 'ar'), english).toEqual([n(arabic)])
      expect(transliterate(n(arabic), 'en'), arabic).toContain(n(english))
    }
  })

  it('understands spelling variants, the article and clitics, and leaves the locale’s own script alone', () => {
    expect(transliterate('kharif', 'ar')).toEqual([n('خريف')])
    expect(transliterate(n('الخريف'), 'en')).toContain('khareef')
    expect(transliterate(n('بصلالة'), 'en')).toContain('salalah')
    expect(transliterate('salalah', 'en')).toEqual([])
    expect(transliterate(n('صلالة'), 'ar')).toEqual([])
    expect(transliterate('museum', 'ar')).toEqual([])
  })
})
