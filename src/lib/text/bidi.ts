/**
 * Latin terms inside Arabic text (ADR 0048): "ملف CSV بترميز UTF-8، 10 صفوف" shows its parts out of order when the
 * browser's bidi algorithm joins "UTF-8", the Arabic comma and "10" into one left-to-right run. Each run of Latin
 * letters, digits and the marks inside codes, file names and versions (`UTF-8`, `RFC 4180`, `wilayats.csv`,
 * `CC BY 4.0`, `2026-12-01`) is isolated on its own (`<bdi>`, BidiText), so the Arabic around it keeps its order.
 * Text without Arabic letters is one run: nothing to isolate. Pure.
 */

export type BidiRun = { text: string; isolate: boolean }

const ARABIC = /\p{Script=Arabic}/u
/** A Latin word or number, with the marks inside codes (. - _ / : + @ %), and the words or numbers it continues with. */
const LATIN_RUN = /[A-Za-z0-9][A-Za-z0-9._\-/:+@%]*(?:[ \u00a0]+[A-Za-z0-9][A-Za-z0-9._\-/:+@%]*)*/g

export function bidiRuns(text: string): BidiRun[] {
  if (!ARABIC.test(text)) return text ? [{ text, isolate: false }] : []
  const runs: BidiRun[] = []
  let last = 0
  for (const match of text.matchAll(LATIN_RUN)) {
    const start = match.index
    // A trailing mark belongs to the sentence ("UTF-8." ends the sentence), not to the term.
    const term = match[0].replace(/[._\-/:+@]+$/, '')
    if (start > last) runs.push({ text: text.slice(last, start), isolate: false })
    runs.push({ text: term, isolate: true })
    last = start + term.length
  }
  if (last < text.length) runs.push({ text: text.slice(last), isolate: false })
  return runs
}
