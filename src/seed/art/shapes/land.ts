/** Hills, mountains, dunes, fog and ground details, all from seeded noise. */
import { mix, shade } from '../palette'
import { noise1d } from '../prng'
import { el, linePath, smoothPath, type Canvas, type Pt } from '../svg'

export type RidgeOpts = {
  /** Baseline: the lowest the crest goes. */
  y: number
  /** How high the crest rises above the baseline. */
  amp: number
  color: string
  /** Wavelength of the largest bumps (virtual units). */
  scale?: number
  /** Sharp, rocky peaks instead of rounded hills. */
  ridged?: boolean
  octaves?: number
  x0?: number
  x1?: number
  /** Extra height at x (e.g. to raise a mountain in one place), added to the crest. */
  shape?: (x: number) => number
  /** Colour at the bottom of the layer (defaults to slightly darker). */
  foot?: string
  /** Light edge along the crest. */
  rim?: string
  /** Where the layer's fill stops (defaults to the bottom of the picture). */
  bottom?: number
}

/** A filled layer of land whose crest is a noise line. Returns the crest points (to place things on it). */
export function ridge(c: Canvas, o: RidgeOpts): Pt[] {
  const n = noise1d(c.rng, o.scale ?? 500, o.octaves ?? 4, o.ridged ? 0.55 : 0.45)
  const x0 = o.x0 ?? -20
  const x1 = o.x1 ?? c.W + 20
  const pts: Pt[] = []
  const step = Math.max(6, (x1 - x0) / 140)
  for (let x = x0; x <= x1 + step; x += step) {
    const v = n(x)
    const h = o.ridged ? 1 - Math.abs(v) * 1.6 : (v + 1) / 2
    pts.push([x, Math.min(o.bottom ?? Infinity, o.y - o.amp * h - (o.shape ? o.shape(x) : 0))])
  }
  const fill = c.linear(
    [
      [0, o.color],
      [1, o.foot ?? shade(o.color, -0.18)],
    ],
    0,
    0,
    0.35,
    1,
  )
  const bottom = o.bottom ?? c.H + 5
  const body = linePath([...pts, [x1 + step, bottom], [x0, bottom]], true)
  c.add(el('path', { d: body, fill }))
  if (o.rim) c.add(el('path', { d: linePath(pts), fill: 'none', stroke: o.rim, 'stroke-width': 3, opacity: 0.55 }))
  return pts
}

/** Height of a crest line at x. */
export function yAt(pts: Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][0] >= x) {
      const [ax, ay] = pts[i - 1]
      const [bx, by] = pts[i]
      return ay + ((by - ay) * (x - ax)) / (bx - ax || 1)
    }
  }
  return pts[pts.length - 1][1]
}

/** A Gaussian bump: `height` at `x`, falling off over `width`. Handy as a ridge `shape`. */
export const bump = (x: number, height: number, width: number) => (t: number) =>
  height * Math.exp(-(((t - x) / width) ** 2))

/** A soft horizontal band of fog (no blur filter: gradients only, so it is cheap). */
export function fogBand(c: Canvas, y: number, h: number, opacity = 0.8, color?: string): void {
  const col = color ?? c.pal.haze
  const fill = c.linear([
    [0, col, 0],
    [0.5, col, opacity * 0.6],
    [1, col, 0],
  ])
  c.add(el('rect', { x: 0, y: y - h / 2, width: c.W, height: h, fill }))
  puffs(c, y, h * 0.6, Math.round(c.W / 300), opacity, col)
}

/** Soft elliptical puffs of mist (or spray, or foam) along a line, between x0 and x1. */
export function puffs(c: Canvas, y: number, h: number, count: number, opacity = 0.8, color?: string, x0 = 0, x1 = c.W): void {
  const col = color ?? c.pal.haze
  const fill = c.radial([
    [0, col, opacity],
    [0.6, col, opacity * 0.55],
    [1, col, 0],
  ])
  const w = (x1 - x0) / count
  let s = ''
  for (let i = 0; i < count; i++) {
    const cx = x0 + (i + c.rng.range(0.1, 0.9)) * w
    s += el('ellipse', { cx, cy: y + c.rng.range(-h, h) * 0.4, rx: Math.min(420, w * c.rng.range(0.9, 1.6)), ry: h * c.rng.range(0.6, 1.1), fill })
  }
  c.add(s)
}

/** A closed wobbly blob (pools, rocks, bushes). */
export function blobPath(c: Canvas, cx: number, cy: number, rx: number, ry: number, wobble = 0.15, n = 10): string {
  const pts: Pt[] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const k = 1 + c.rng.range(-wobble, wobble)
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothPath(pts, true)
}

/**
 * Wavy fog bank softened with one blur filter: the khareef mist rolling along a valley. If `crest` is given,
 * the bank follows that line (y is then an offset below it) so the mist pours over the ridge.
 */
export function fogBank(c: Canvas, y: number, h: number, opacity = 0.85, color?: string, crest?: Pt[], x0 = -100, x1 = c.W + 100): void {
  const n = noise1d(c.rng, 260, 3)
  const top: Pt[] = []
  const bottom: Pt[] = []
  for (let x = x0; x <= x1; x += 50) {
    const base = crest ? yAt(crest, x) + y : y
    top.push([x, base - h / 2 + n(x) * h * 0.45])
    bottom.unshift([x, base + h / 2 + n(x + 999) * h * 0.3])
  }
  const d = smoothPath(top) + linePath(bottom).replace('M', 'L') + 'Z'
  c.add(el('path', { d, fill: color ?? c.pal.haze, opacity, filter: c.blur(h * 0.2) }))
}

/**
 * Sand dunes: a noise crest with a shadowed lee face behind every peak, bounded by a knife-edge ridge line
 * sweeping down to `base` (where the next row in front takes over).
 */
export function dunes(c: Canvas, y: number, amp: number, light: string, dark: string, scale = 700, base = c.H): Pt[] {
  const pts = ridge(c, { y, amp, color: light, foot: mix(light, dark, 0.25), scale, octaves: 2, shape: (x) => amp * 0.3 * Math.sin(x / scale * 2.3 + y) })
  for (let i = 1; i < pts.length - 1; i++) {
    const isPeak = pts[i][1] < pts[i - 1][1] && pts[i][1] <= pts[i + 1][1]
    if (!isPeak) continue
    let j = i + 1
    while (j < pts.length - 1 && pts[j + 1][1] > pts[j][1]) j++
    if (j - i < 3) continue
    const [px, py] = pts[i]
    const [qx, qy] = pts[j]
    const span = qx - px
    const d =
      linePath(pts.slice(i, j + 1)) +
      `Q${qx + span * 0.05} ${qy + (base - qy) * 0.6} ${qx - span * 0.25} ${base}L${px - Math.max(span * 0.9, amp * 3)} ${base}` +
      `Q${px - Math.max(span, amp * 3) * 0.15} ${py + (base - py) * 0.55} ${px} ${py}Z`
    c.add(el('path', { d, fill: dark, opacity: 0.75 }))
  }
  return pts
}

/** Scattered rocks on the ground between x0 and x1 around height y. */
export function rocks(c: Canvas, count: number, x0: number, x1: number, y: number, color: string, size = 30): void {
  let s = ''
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(x0, x1)
    const yy = y + c.rng.range(-size, size)
    const w = c.rng.range(0.5, 1.4) * size
    const h = w * c.rng.range(0.4, 0.7)
    const d = `M${x - w} ${yy}Q${x - w * 0.9} ${yy - h} ${x - w * 0.2} ${yy - h}Q${x + w * 0.8} ${yy - h * 1.1} ${x + w} ${yy}Z`
    s += el('path', { d, fill: c.rng.chance(0.5) ? color : shade(color, -0.15) })
  }
  c.add(s)
}

/** Tufts of grass along a line. */
export function grass(c: Canvas, count: number, x0: number, x1: number, y: number, color: string, h = 26): void {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(x0, x1)
    const yy = y + c.rng.range(-h, h)
    const s = c.rng.range(0.6, 1.3) * h
    d += `M${x} ${yy}L${x - s * 0.35} ${yy - s * 0.8}M${x} ${yy}L${x} ${yy - s}M${x} ${yy}L${x + s * 0.4} ${yy - s * 0.75}`
  }
  c.add(el('path', { d, stroke: color, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' }))
}
