/**
 * What the speaker toggle reads, in which voice, and in what pieces. Pure functions over the DOM, unit-tested.
 *
 * Chunking: Chrome stops an utterance after about 15 seconds and some mobile engines drop long ones, so the text is
 * read as a queue of short utterances, cut at sentence ends (Latin and Arabic punctuation), then at commas, then at
 * spaces, each at most MAX_CHUNK characters.
 */
import type { Locale } from '@/i18n/locales'

export const MAX_CHUNK = 200

/** Arabic pages speak ar-SA; English pages prefer an American, then a British voice. */
export const SPEECH_LANGS: Record<Locale, readonly [string, ...string[]]> = { ar: ['ar-SA'], en: ['en-US', 'en-GB'] }
export const SPEECH_RATE = 1
export const SPEECH_PITCH = 1

/** The language tag to speak in, and a voice for it if the browser has one (exact tag first, then the same language). */
export function chooseVoice(locale: Locale, voices: readonly SpeechSynthesisVoice[]) {
  const wanted = SPEECH_LANGS[locale]
  for (const tag of wanted) {
    const voice = voices.find((v) => v.lang.replace('_', '-') === tag)
    if (voice) return { lang: tag, voice }
  }
  const base = wanted[0].split('-')[0]
  const voice = voices.find((v) => v.lang.toLowerCase().startsWith(`${base}-`) || v.lang.toLowerCase() === base)
  return { lang: wanted[0], voice: voice ?? null }
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'SELECT', 'TEXTAREA', 'INPUT', 'DIALOG'])
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR CAPTION DD DETAILS DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TD TH TR UL'.split(' '),
)

/** Hidden from sighted visitors, so not read: hidden attribute, aria-hidden, display none, visibility hidden, closed details. */
function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true
  if (typeof element.checkVisibility === 'function') return !element.checkVisibility({ visibilityProperty: true })
  const style = element.ownerDocument.defaultView?.getComputedStyle(element)
  return style?.display === 'none' || style?.visibility === 'hidden'
}

/** The visible text of an element as paragraphs (one per block: heading, paragraph, list item, cell...). */
export function collectParagraphs(root: Element): string[] {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '')
    if (node.nodeType !== 1) return
    const element = node as Element
    if (SKIPPED.has(element.tagName.toUpperCase()) || isHidden(element)) return
    const block = BLOCKS.has(element.tagName.toUpperCase())
    if (block) parts.push('\n')
    element.childNodes.forEach(walk)
    if (block) parts.push('\n')
  }
  root.childNodes.forEach(walk)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** Cuts a piece longer than `max` at the last comma (Latin or Arabic), else the last space, else hard. */
function splitLong(text: string, max: number): string[] {
  const pieces: string[] = []
  let rest = text
  while (rest.length > max) {
    const head = rest.slice(0, max)
    const comma = Math.max(head.lastIndexOf(','), head.lastIndexOf('،'), head.lastIndexOf(';'), head.lastIndexOf('؛'))
    const cut = comma > max / 3 ? comma + 1 : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max
    pieces.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  if (rest) pieces.push(rest)
  return pieces
}

/** Paragraphs to utterance texts: sentences packed together up to `max`, never across a paragraph. */
export function chunkText(paragraphs: readonly string[], max = MAX_CHUNK): string[] {
  const chunks: string[] = []
  for (const paragraph of paragraphs) {
    // A sentence ends at . ! ? … or the Arabic question mark and full stop, followed by a space.
    const sentences = paragraph.replace(/([.!?…؟۔])\s+/g, '$1\u0000').split('\u0000')
    let current = ''
    for (const piece of sentences.flatMap((s) => splitLong(s.trim(), max)).filter(Boolean)) {
      if (current && current.length + 1 + piece.length > max) {
        chunks.push(current)
        current = piece
      } else {
        current = current ? `${current} ${piece}` : piece
      }
    }
    if (current) chunks.push(current)
  }
  return chunks
}
