/**
 * The picture of an event without one : a small inline SVG of the Dhofar
 * coast, so no file or host is needed and it is drawn at any size. It is decorative: the card's title names it.
 */
import type { PlainImage } from './Media'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e9dcc3"/>
<circle cx="300" cy="90" r="36" fill="#f2b544"/>
<path d="M0 210 L90 130 L160 190 L240 110 L400 220 L400 300 L0 300 Z" fill="#4f7d5c"/>
<path d="M0 250 C100 230 200 270 400 245 L400 300 L0 300 Z" fill="#2f6f8f"/>
</svg>`

export const DEFAULT_EVENT_IMAGE: PlainImage = {
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  alt: '',
  width: 400,
  height: 300,
  mimeType: 'image/svg+xml',
}
