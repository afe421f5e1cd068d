/**
 * A tiny SVG writer. Scenes draw into a `Canvas` (a virtual page `W` wide and `H` high, where W is always
 * 1600 and H follows the requested aspect ratio); `toSvg` wraps the result so it scales to the output size.
 */
import type { Palette } from './palette'
import type { Rng } from './prng'

export type Pt = [number, number]
/** Gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = [number, string, number?]
type Attrs = Record<string, string | number | undefined>

/** Number to short text (one decimal), keeps the SVG small. */
export const f = (n: number): string => String(Math.round(n * 10) / 10)

export function el(tag: string, attrs: Attrs, children = ''): string {
  let s = `<${tag}`
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`
  }
  return children ? `${s}>${children}</${tag}>` : `${s}/>`
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Polyline path through points. */
export function linePath(pts: Pt[], close = false): string {
  return pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + (close ? 'Z' : '')
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(pts: Pt[], close = false): string {
  if (pts.length < 3) return linePath(pts, close)
  const n = pts.length
  const at = (i: number): Pt => (close ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))])
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`
  const last = close ? n : n - 1
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return close ? `${d}Z` : d
}

export class Canvas {
  readonly W = 1600
  readonly H: number
  private readonly defs: string[] = []
  private readonly parts: string[] = []
  private readonly filters = new Map<string, string>()
  private ids = 0

  constructor(
    aspect: number,
    readonly rng: Rng,
    readonly pal: Palette,
    /** The variant number the picture was asked for (most scenes only use `rng`). */
    readonly variant = 0,
    /** Text for subjects that draw one (the logo). */
    readonly label?: string,
  ) {
    this.H = Math.round(this.W / aspect)
  }

  add(...els: string[]): void {
    this.parts.push(...els)
  }

  /** Draw `fn` inside a `<g>` with the given attributes (e.g. a transform). */
  group(attrs: Attrs, fn: () => void): void {
    this.parts.push(el('g', attrs).replace('/>', '>'))
    fn()
    this.parts.push('</g>')
  }

  id(prefix: string): string {
    return `${prefix}${++this.ids}`
  }

  private gradient(tag: string, attrs: Attrs, stops: Stop[]): string {
    const id = this.id('g')
    const body = stops
      .map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a }))
      .join('')
    this.defs.push(el(tag, { id, ...attrs }, body))
    return `url(#${id})`
  }

  /** Linear gradient across the bounding box, default top to bottom. Returns a paint `url(#…)`. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.gradient('linearGradient', { x1, y1, x2, y2 }, stops)
  }

  /** Radial gradient in the bounding box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient('radialGradient', { cx, cy, r }, stops)
  }

  /** Gaussian blur filter (cached per size). Blurs are the slow part of rendering: use a few per picture. */
  blur(sd: number): string {
    const key = f(sd)
    const known = this.filters.get(key)
    if (known) return known
    const id = this.id('b')
    this.defs.push(
      el(
        'filter',
        { id, x: '-30%', y: '-60%', width: '160%', height: '220%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    )
    const url = `url(#${id})`
    this.filters.set(key, url)
    return url
  }

  /** Full document, scaled to `width` x `height` pixels. */
  toSvg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    )
  }
}

/** A filled band along a centre line: `left`/`right` give the half width at each point (e.g. a trunk or leaf). */
export function ribbon(pts: Pt[], left: (t: number, i: number) => number, right = left): string {
  const a: Pt[] = []
  const b: Pt[] = []
  const n = pts.length - 1
  for (let i = 0; i <= n; i++) {
    const p = pts[i]
    const q = pts[Math.min(n, i + 1)]
    const o = pts[Math.max(0, i - 1)]
    const dx = q[0] - o[0]
    const dy = q[1] - o[1]
    const len = Math.hypot(dx, dy) || 1
    const nx = -dy / len
    const ny = dx / len
    const t = i / n
    a.push([p[0] + nx * left(t, i), p[1] + ny * left(t, i)])
    b.unshift([p[0] - nx * right(t, i), p[1] - ny * right(t, i)])
  }
  return linePath([...a, ...b], true)
}

/** Points along a quadratic Bézier curve. */
export function quad(p0: Pt, p1: Pt, p2: Pt, steps = 10): Pt[] {
  const pts: Pt[] = []
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const u = 1 - t
    pts.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]])
  }
  return pts
}

/** One subject's painter: the moods it can be shown in (the variant picks one) and how to draw it. */
export type Scene = {
  moods: readonly import('./palette').Mood[]
  draw: (c: Canvas) => void
}
