/** Animals and little people. Shapes are drawn facing right in a unit box and placed with a transform. */
import { lit, shade } from '../palette'
import { el, type Canvas } from '../svg'

/** transform for a figure at (x, y) (feet), `s` = scale (1 = about 100 units tall), mirrored if `left`. */
function place(x: number, y: number, s: number, left = false): string {
  return `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(left ? -s : s).toFixed(3)} ${s.toFixed(3)})`
}

const CAMEL_BODY =
  'M-38 -62C-40 -75 -30 -82 -18 -86C-10 -100 8 -100 14 -84C18 -78 26 -74 34 -70C40 -68 42 -80 46 -90' +
  'C48 -95 54 -96 58 -93L64 -88C64 -85 60 -84 56 -85C52 -84 49 -80 47 -74C44 -64 38 -56 28 -52' +
  'C22 -46 12 -46 0 -47C-12 -46 -26 -46 -34 -50C-38 -53 -38 -58 -38 -62Z'
const CAMEL_LEGS = 'M20 -50L23 -26L21 0M27 -50L29 -26L28 0M-26 -50L-28 -26L-26 0M-20 -50L-19 -26L-21 0'

/** A dromedary camel standing at (x, y). */
export function camel(c: Canvas, x: number, y: number, s: number, colour = '#b98a56', left = false): void {
  const col = lit(c.pal, colour)
  c.group({ transform: place(x, y, s, left) }, () => {
    c.add(el('path', { d: CAMEL_LEGS, stroke: shade(col, -0.12), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    c.add(el('path', { d: CAMEL_BODY, fill: col }))
    c.add(el('path', { d: 'M-38 -62Q-44 -55 -42 -44', stroke: col, 'stroke-width': 2.5, fill: 'none' }))
    c.add(el('path', { d: 'M-18 -86C-10 -100 8 -100 14 -84C4 -90 -8 -90 -18 -86Z', fill: shade(col, 0.12) }))
  })
}

const COW_BODY =
  'M-40 -50C-40 -58 -30 -58 -20 -57L22 -58C28 -58 32 -56 34 -54L44 -56C50 -56 54 -50 54 -44L53 -36' +
  'C52 -33 48 -33 46 -36L40 -44C36 -40 32 -34 28 -30L-36 -30C-42 -32 -42 -44 -40 -50Z'

/** A small Dhofari cow grazing or standing. */
export function cow(c: Canvas, x: number, y: number, s: number, colour = '#6b4630', left = false): void {
  const col = lit(c.pal, colour)
  c.group({ transform: place(x, y, s, left) }, () => {
    c.add(el('path', { d: 'M-32 -32V0M-24 -32V0M20 -32V0M27 -32V0', stroke: shade(col, -0.15), 'stroke-width': 6, 'stroke-linecap': 'round' }))
    c.add(el('path', { d: COW_BODY, fill: col }))
    c.add(el('path', { d: 'M42 -56Q40 -64 45 -66M48 -56Q52 -63 56 -62', stroke: '#e8e0cc', 'stroke-width': 2.5, fill: 'none' }))
    c.add(el('path', { d: 'M-40 -50Q-46 -40 -44 -28', stroke: col, 'stroke-width': 2.5, fill: 'none' }))
    if (colour !== '#f1ece2') c.add(el('ellipse', { cx: -8, cy: -46, rx: 12, ry: 8, fill: '#f1ece2', opacity: 0.85 }))
  })
}

/** A dolphin leaping along an arc: `angle` in degrees tilts it (negative = nose up). */
export function dolphin(c: Canvas, x: number, y: number, s: number, angle = -20, left = false): void {
  const col = lit(c.pal, '#5d7890')
  c.group({ transform: `${place(x, y, s, left)} rotate(${angle})` }, () => {
    c.add(el('path', { d: 'M-40 0C-20 -10 10 -14 30 -8L44 -4L30 -1C10 7 -20 6 -40 2Z', fill: col }))
    c.add(el('path', { d: 'M-30 2C-10 6 12 5 30 -1L40 -3L30 -3C10 1 -10 2 -30 2Z', fill: '#e9eef2' }))
    c.add(el('path', { d: 'M-4 -11Q0 -26 10 -24Q5 -17 8 -11Z', fill: col }))
    c.add(el('path', { d: 'M-38 1L-52 -9L-47 1L-52 11Z', fill: col }))
    c.add(el('path', { d: 'M8 2L2 12L16 3Z', fill: shade(col, -0.1) }))
    c.add(el('circle', { cx: 29, cy: -6, r: 1.4, fill: '#1a2430' }))
  })
}

/** A whale's tail raised above the water with dripping spray. */
export function whaleTail(c: Canvas, x: number, y: number, s: number): void {
  const col = lit(c.pal, '#3e5264')
  c.group({ transform: place(x, y, s) }, () => {
    c.add(el('path', { d: 'M-6 0C-3 -20 -5 -30 -2 -40C-20 -42 -35 -50 -44 -62C-25 -60 -8 -55 0 -50C8 -55 25 -60 44 -62C35 -50 20 -42 2 -40C5 -30 3 -20 8 0Z', fill: col }))
    c.add(el('path', { d: 'M-30 -52v18M-20 -48v26M24 -50v22M34 -55v14', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6, 'stroke-dasharray': '3 5' }))
    c.add(el('ellipse', { cx: 1, cy: 0, rx: 26, ry: 5, fill: '#ffffff', opacity: 0.7 }))
  })
}

/** A little person (for crowds, markets, sports), 100 units tall at s = 1. */
export function figure(c: Canvas, x: number, y: number, s: number, colour: string, headwear = '#ffffff'): void {
  const col = lit(c.pal, colour)
  c.group({ transform: place(x, y, s) }, () => {
    c.add(el('path', { d: 'M-13 0L-16 -50C-17 -62 -14 -70 -4 -72H4C14 -70 17 -62 16 -50L13 0Z', fill: col }))
    c.add(el('path', { d: 'M-16 -60L-19 -30M16 -60L19 -30', stroke: shade(col, -0.12), 'stroke-width': 6, 'stroke-linecap': 'round' }))
    c.add(el('rect', { x: -4, y: -78, width: 8, height: 8, fill: lit(c.pal, '#95653f') }))
    c.add(el('circle', { cx: 0, cy: -86, r: 10, fill: lit(c.pal, '#a8744f') }))
    c.add(el('path', { d: 'M-10.5 -87A10.5 10.5 0 0 1 10.5 -87Z', fill: lit(c.pal, headwear) }))
  })
}

/** A runner in mid stride. */
export function runner(c: Canvas, x: number, y: number, s: number, colour: string): void {
  const col = lit(c.pal, colour)
  const skin = lit(c.pal, '#a8744f')
  c.group({ transform: place(x, y, s) }, () => {
    c.add(el('path', { d: 'M0 -50L-14 -26L-30 -14M0 -50L12 -24L6 0', stroke: skin, 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    c.add(el('path', { d: 'M-2 -80L16 -66L26 -76M-2 -78L-18 -64L-10 -52', stroke: skin, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    c.add(el('path', { d: 'M-8 -84L8 -84L6 -50L-6 -50Z', fill: col }))
    c.add(el('circle', { cx: 2, cy: -94, r: 9, fill: skin }))
  })
}

/** A crowd: rows of figures between x0 and x1, the back rows smaller. */
export function crowd(c: Canvas, x0: number, x1: number, y: number, s: number, count: number): void {
  const robes = ['#f4f1ea', '#ffffff', '#2d2b3a', '#e8e2d4', '#4b5d8a', '#7a2f3e', '#1e1e24', '#cfd8dc']
  for (let row = 0; row < 3; row++) {
    const rs = s * (0.7 + row * 0.15)
    for (let i = 0; i < count / 3; i++) {
      const fx = x0 + c.rng.range(0, 1) * (x1 - x0)
      const robe = c.rng.pick(robes)
      const head = robe === '#1e1e24' || robe === '#2d2b3a' ? robe : c.rng.pick(['#ffffff', '#c43b3b', '#3a6fb0', '#e7c15a'])
      figure(c, fx, y + row * s * 18, rs, robe, head)
    }
  }
}

/** A paraglider: canopy, lines and pilot. */
export function paraglider(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.group({ transform: place(x, y, s) }, () => {
    c.add(el('path', { d: 'M-70 -40Q0 -95 70 -40L60 -34Q0 -80 -60 -34Z', fill: lit(c.pal, colour) }))
    c.add(el('path', { d: 'M-30 -58Q0 -86 30 -58L26 -53Q0 -78 -26 -53Z', fill: '#ffffff', opacity: 0.6 }))
    c.add(el('path', { d: 'M-64 -37L-3 30M-30 -55L-2 30M30 -55L2 30M64 -37L3 30', stroke: '#2b2b2b', 'stroke-width': 0.8, opacity: 0.7 }))
    c.add(el('path', { d: 'M-5 30h10l-2 14h-6z', fill: '#2b3442' }))
    c.add(el('circle', { cx: 0, cy: 26, r: 4, fill: '#e54b3c' }))
  })
}

/** A cyclist in profile. */
export function cyclist(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.group({ transform: place(x, y, s) }, () => {
    c.add(el('path', { d: 'M-30 -22a20 20 0 1 0 0.1 0M30 -22a20 20 0 1 0 0.1 0', stroke: '#2b2b2b', 'stroke-width': 3.5, fill: 'none', transform: 'translate(0 2)' }))
    c.add(el('path', { d: 'M-30 -20L-6 -20L16 -46L-18 -46ZM-6 -20L-18 -46M16 -46L30 -20M-20 -50h8M14 -50l6 -4', stroke: '#d3323a', 'stroke-width': 3.5, fill: 'none', 'stroke-linejoin': 'round' }))
    c.add(el('path', { d: 'M-14 -52L6 -80L22 -60M-6 -20L-12 -40L-14 -52', stroke: lit(c.pal, colour), 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    c.add(el('circle', { cx: 14, cy: -90, r: 9, fill: lit(c.pal, '#a8744f') }))
    c.add(el('path', { d: 'M4 -93a10 10 0 0 1 20 -2z', fill: lit(c.pal, colour) }))
  })
}
