/** Search normalisation: every rule of src/features/search/normalize.ts, in both languages. */
import { describe, expect, it } from 'vitest'

import { isArabicWord, isLatinWord, normalizeText, tokenize, wordSpans } from '@/lib/text/normalize'

describe('normalizeText: Arabic', () => {
  it('strips every tashkeel mark (U+064B–U+0652)', () => {
    const marks = ['\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652']
    for (const mark of marks) expect(normalizeText(`ب${mark}حر`)).toBe('بحر')
    expect(normalizeText('صَلَالَةُ')).toBe('صلاله')
    expect(normalizeText('مُحَافَظَةُ ظُفَارٍ')).toBe('محافظه ظفار')
  })

  it('strips the superscript alef (U+0670), other combining marks and tatweel (U+0640)', () => {
    expect(normalizeText('هٰذا')).toBe('هذا')
    expect(normalizeText('الرحمٰن')).toBe('الرحمن')
    expect(normalizeText('صـــلالة')).toBe('صلاله')
    expect(normalizeText('ظفـار')).toBe('ظفار')
  })

  it('unifies the alef forms أ إ آ ٱ into ا', () => {
    expect(normalizeText('أ')).toBe('ا')
    expect(normalizeText('إ')).toBe('ا')
    expect(normalizeText('آ')).toBe('ا')
    expect(normalizeText('ٱ')).toBe('ا')
    expect(normalizeText('أرض إقليم آثار ٱلله')).toBe('ارض اقليم اثار الله')
  })

  it('writes taa marbuta as haa and alef maqsura as yaa', () => {
    expect(normalizeText('صلالة')).toBe('صلاله')
    expect(normalizeText('ة')).toBe('ه')
    expect(normalizeText('مستشفى')).toBe('مستشفي')
    expect(normalizeText('على')).toBe('علي')
  })

  it('takes the hamza off waw and yaa', () => {
    expect(normalizeText('ؤ')).toBe('و')
    expect(normalizeText('ئ')).toBe('ي')
    expect(normalizeText('مؤتمر')).toBe('موتمر')
    expect(normalizeText('بيئة')).toBe('بييه')
  })

  it('maps Persian and Urdu look-alikes to the Arabic letters', () => {
    expect(normalizeText('ک')).toBe('ك')
    expect(normalizeText('ڪ')).toBe('ك')
    expect(normalizeText('ی')).toBe('ي')
    expect(normalizeText('ے')).toBe('ي')
    expect(normalizeText('ھ')).toBe('ه')
    expect(normalizeText('ہ')).toBe('ه')
    expect(normalizeText('ۃ')).toBe('ه')
    expect(normalizeText('ە')).toBe('ه')
    expect(normalizeText('ۀ')).toBe('ه')
    expect(normalizeText('کهف')).toBe(normalizeText('كهف'))
    expect(normalizeText('صلالی')).toBe(normalizeText('صلالي'))
  })

  it('turns Arabic-Indic and extended digits into ASCII digits', () => {
    expect(normalizeText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(normalizeText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(normalizeText('عام ٢٠٢٥')).toBe('عام 2025')
  })

  it('removes invisible format characters and unfolds presentation forms', () => {
    expect(normalizeText('ظفار\u200Cية')).toBe('ظفاريه')
    expect(normalizeText('\u200Fصلالة\u061C')).toBe('صلاله')
    expect(normalizeText('\uFEFB')).toBe('لا')
    expect(normalizeText('\uFEF7')).toBe('لا')
  })
})

describe('normalizeText: Latin', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeText('SALALAH')).toBe('salalah')
    expect(normalizeText('Café Déjà')).toBe('cafe deja')
    expect(normalizeText('İstanbul')).toBe('istanbul')
  })

  it('is idempotent', () => {
    for (const text of ['صَلالةٌ', 'Café', 'أَرْضُ اللُّبَان', '٢٠٢٥']) {
      expect(normalizeText(normalizeText(text))).toBe(normalizeText(text))
    }
  })
})

describe('tokenize', () => {
  it('splits on spaces and punctuation in both scripts', () => {
    expect(tokenize('Salalah, Mirbat; Taqah.')).toEqual(['salalah', 'mirbat', 'taqah'])
    expect(tokenize('صلالة، مرباط؛ طاقة؟')).toEqual(['صلاله', 'مرباط', 'طاقه'])
    expect(tokenize('Al-Baleed (Zafar)')).toEqual(['al', 'baleed', 'zafar'])
  })

  it('drops one-letter words and junk longer than 40 characters', () => {
    expect(tokenize("Dhofar's و صلالة")).toEqual(['dhofar', 'صلاله'])
    expect(tokenize(`${'x'.repeat(41)} ok`)).toEqual(['ok'])
  })

  it('keeps words with diacritics or a zero-width non-joiner whole', () => {
    expect(tokenize('صَلَالَة')).toEqual(['صلاله'])
    expect(tokenize('ظفار\u200Cية')).toEqual(['ظفاريه'])
  })
})

describe('wordSpans', () => {
  it('gives each word of the original text with its position and normalised form', () => {
    const text = 'زيارة صَلالة، ثم Mirbat'
    const spans = wordSpans(text)
    expect(spans.map((s) => s.word)).toEqual(['زياره', 'صلاله', 'ثم', 'mirbat'])
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['زيارة', 'صَلالة', 'ثم', 'Mirbat'])
  })
})

describe('script detection', () => {
  it('tells Arabic from Latin words', () => {
    expect(isArabicWord('صلاله')).toBe(true)
    expect(isArabicWord('salalah')).toBe(false)
    expect(isLatinWord('salalah')).toBe(true)
    expect(isLatinWord('2025')).toBe(false)
    expect(isLatinWord('صلاله')).toBe(false)
  })
})
