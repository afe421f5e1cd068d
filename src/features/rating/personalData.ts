/**
 * Does a comment look like it carries personal data (docs/product.md, ADR 0005)? Such comments are stored, flagged,
 * marked in the admin and left out of the CSV export. The rules err on the side of flagging: a false alarm only
 * keeps one comment out of a spreadsheet, a miss spreads someone's phone number.
 *
 * - E-mail addresses, also with a full-width ＠ or written "name (at) host" / "name [at] host".
 * - Phone numbers: 8 or more digits in a run that may be broken by spaces, dashes, dots or brackets (Omani
 *   numbers have 8 digits, +968 / 00968 in front), in Latin, Arabic-Indic (٠–٩) or Persian (۰–۹) digits.
 *   A run made only of four-digit years ("Khareef 2023-2024") is not a phone number.
 */
const DIGIT_BLOCKS: Array<[number, number]> = [
  [0x0660, 0x0669], // Arabic-Indic
  [0x06f0, 0x06f9], // Extended Arabic-Indic (Persian, Urdu)
  [0xff10, 0xff19], // full-width
]

export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (ch) => {
    const code = ch.charCodeAt(0)
    const block = DIGIT_BLOCKS.find(([from, to]) => code >= from && code <= to)
    return block ? String(code - block[0]) : ch
  })
}

const EMAIL = /[\p{L}\p{N}._%+-]+\s*[@＠]\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*\p{L}{2,}/u
const EMAIL_SPELLED = /[\p{L}\p{N}._%+-]+\s*[([{]\s*at\s*[)\]}]\s*[\p{L}\p{N}-]+/iu
// A digit, then digits each preceded by at most two separators; a leading + or 00 is part of the run.
const DIGIT_RUN = /\+?\d(?:[\s\-.()\u00A0\u200E\u200F]{0,2}\d)+/g
const YEAR = /^(?:19|20)\d\d$/

function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return digits.length > 15
  const groups = run.split(/\D+/).filter(Boolean)
  return !groups.every((g) => YEAR.test(g))
}

export function looksLikePersonalData(comment: string | null | undefined): boolean {
  if (!comment) return false
  const text = toLatinDigits(comment.normalize('NFKC'))
  if (EMAIL.test(text) || EMAIL_SPELLED.test(text)) return true
  return (text.match(DIGIT_RUN) ?? []).some(looksLikePhone)
}
