/**
 * Place names and a few local words in both scripts, applied at query time: "Salalah" typed on the Arabic site
 * searches for صلالة, and "صلالة" typed on the English site searches for Salalah. English spellings vary
 * (Khareef/Kharif, Hallaniyat/Halaniyat), so each Arabic name lists the spellings visitors use; the first is the
 * one our content uses. Arabic names are written as in the content; they are normalised on load.
 */
import type { Locale } from '@/i18n/locales'

import { stripArticle, stripClitics } from './arabic'
import { isArabicWord, normalizeText } from '@/lib/text/normalize'

const PAIRS: [arabic: string, english: string[]][] = [
  ['ظفار', ['dhofar', 'dhufar', 'zufar', 'zafar']],
  ['صلالة', ['salalah', 'salala']],
  ['مرباط', ['mirbat', 'merbat', 'marbat']],
  ['طاقة', ['taqah', 'taqa']],
  ['سدح', ['sadah', 'sadh']],
  ['ثمريت', ['thumrait', 'thumrayt']],
  ['رخيوت', ['rakhyut', 'rakhyout']],
  ['ضلكوت', ['dhalkut', 'dalkut']],
  ['مقشن', ['muqshin', 'mashun', 'muqshun']],
  ['المزيونة', ['mazyunah', 'mazyouna', 'mazyona']],
  ['شليم', ['shalim', 'shaleem']],
  ['الحلانيات', ['hallaniyat', 'halaniyat', 'hallaniyah']],
  ['خريف', ['khareef', 'kharif']],
  ['صرب', ['sarb']],
  ['لبان', ['frankincense', 'luban', 'olibanum']],
  ['المغسيل', ['mughsail', 'mughsayl']],
  ['دربات', ['darbat']],
  ['البليد', ['baleed', 'balid']],
  ['سمهرم', ['sumhuram', 'samharam', 'sumhurum']],
  ['الحافة', ['haffa', 'hafa']],
  ['أتين', ['ittin', 'itin']],
  ['رزات', ['razat']],
  ['سمحان', ['samhan']],
  ['القرا', ['qara', 'qarra']],
  ['ريسوت', ['raysut', 'raysoot']],
  ['المرنيف', ['marneef', 'marnif']],
  ['حاسك', ['hasik']],
  ['شصر', ['shisr', 'shisur']],
  ['دوكة', ['dawkah', 'dokah']],
  ['الشويمية', ['shuwaymiyah', 'shuwaymiya']],
  ['مسقط', ['muscat']],
  ['عمان', ['oman']],
  ['وادي', ['wadi']],
  ['جبل', ['jebel', 'jabal']],
  ['عين', ['ayn', 'ain']],
  ['خور', ['khor']],
]

/** Arabic words are keyed without their article, so "الخريف" and "خريف" look up the same entry. */
const bare = (arabic: string) => stripArticle(arabic) ?? arabic

const toEnglish = new Map<string, string[]>()
const toArabic = new Map<string, string>()
for (const [arabic, english] of PAIRS) {
  const normalised = normalizeText(arabic)
  toEnglish.set(bare(normalised), english)
  for (const spelling of english) toArabic.set(spelling, normalised)
}

/**
 * The normalised words in `locale`'s script that translate a normalised query word, or none. A word already in
 * the locale's script gives none (it is searched as typed).
 */
export function transliterate(word: string, locale: Locale): string[] {
  const arabic = isArabicWord(word)
  if (locale === 'ar') {
    const found = arabic ? undefined : toArabic.get(word)
    return found ? [found] : []
  }
  if (!arabic) return []
  // "بصلالة" (in Salalah) is looked up as صلالة when the word itself is not in the table.
  return toEnglish.get(bare(word)) ?? toEnglish.get(stripClitics(word, 4) ?? '') ?? []
}
