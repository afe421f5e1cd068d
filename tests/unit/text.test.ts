/** The briefed word cuts (20, 6 and 4 words) and grouping items per slide. */
import { describe, expect, it } from 'vitest'

import { chunk, cutWords, ELLIPSIS } from '@/lib/text'

describe('cutWords', () => {
  it('keeps a text that fits, without an ellipsis', () => {
    expect(cutWords('Khareef season in Salalah', 4)).toBe('Khareef season in Salalah')
    expect(cutWords('Khareef season in Salalah', 20)).toBe('Khareef season in Salalah')
  })

  it('cuts to whole words and adds an ellipsis only when cut', () => {
    expect(cutWords('The Khareef festival returns to Salalah this summer', 4)).toBe(`The Khareef festival returns${ELLIPSIS}`)
    expect(cutWords('one two three four five six seven', 6)).toBe('one two three four five six…')
  })

  it('never cuts inside a word, however long', () => {
    expect(cutWords('Supercalifragilistic expialidocious words', 1)).toBe('Supercalifragilistic…')
  })

  it('cuts Arabic by words', () => {
    const title = 'مهرجان خريف ظفار يعود إلى صلالة هذا الصيف'
    expect(cutWords(title, 4)).toBe('مهرجان خريف ظفار يعود…')
    expect(cutWords(title, 6)).toBe('مهرجان خريف ظفار يعود إلى صلالة…')
  })

  it('collapses whitespace of every kind, including no-break spaces and new lines', () => {
    expect(cutWords('  Dhofar \n\t Governorate\u00a0 Oman  ', 20)).toBe('Dhofar Governorate Oman')
    expect(cutWords('a\u2009b\u3000c d', 3)).toBe('a b c…')
  })

  it('drops punctuation left dangling before the ellipsis, Latin and Arabic', () => {
    expect(cutWords('Salalah, Taqah, Mirbat and Sadah', 2)).toBe('Salalah, Taqah…')
    expect(cutWords('صلالة، طاقة، مرباط وسدح', 1)).toBe('صلالة…')
  })

  it('keeps words joined by a zero-width non-joiner whole', () => {
    expect(cutWords('می\u200cخواهم one two', 1)).toBe('می\u200cخواهم…')
  })

  it('gives an empty string for no text or no words', () => {
    expect(cutWords(undefined, 4)).toBe('')
    expect(cutWords(null, 4)).toBe('')
    expect(cutWords('   ', 4)).toBe('')
    expect(cutWords('some words here', 0)).toBe('')
  })
})

describe('chunk', () => {
  it('groups items, the last group holding the remainder (economy: 5 per slide)', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1)
    expect(chunk(items, 5)).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12]])
  })

  it('gives no groups for no items and one group when all fit', () => {
    expect(chunk([], 5)).toEqual([])
    expect(chunk(['a', 'b'], 5)).toEqual([['a', 'b']])
  })

  it('rejects a size that is not a positive integer', () => {
    expect(() => chunk([1, 2], 0)).toThrow(RangeError)
    expect(() => chunk([1, 2], 1.5)).toThrow(RangeError)
  })
})
