/** Trees and plants: coconut palm, leafy tree, frankincense, baobab, banana, acacia, bush. */
import { lit, mix, shade } from '../palette'
import { el, quad, ribbon, type Canvas, type Pt } from '../svg'

export const GREEN = '#4f8a3c'
const BARK = '#8a6a4a'

/** A coconut palm rooted at (x, y), `h` tall, its crown shifted sideways by `lean`. */
export function palm(c: Canvas, x: number, y: number, h: number, lean: number, leaf = GREEN): void {
  const { rng, pal } = c
  const top: Pt = [x + lean, y - h]
  const trunk = quad([x, y], [x + lean * 0.1, y - h * 0.55], top, 12)
  const bark = lit(pal, '#9b7f5c')
  c.add(el('path', { d: ribbon(trunk, (t) => h * (0.038 - 0.016 * t)), fill: bark }))
  let rings = ''
  for (let i = 1; i < trunk.length - 1; i++) {
    const [px, py] = trunk[i]
    const w = h * (0.038 - (0.016 * i) / 12)
    rings += `M${px - w} ${py}q${w} ${h * 0.012} ${w * 2} 0`
  }
  c.add(el('path', { d: rings, stroke: shade(bark, -0.25), 'stroke-width': 2, fill: 'none' }))
  const green = lit(pal, leaf)
  const n = rng.int(8, 11)
  for (let i = 0; i < n; i++) {
    const a = -Math.PI * (0.04 + (0.92 * (i + rng.range(-0.3, 0.3))) / (n - 1))
    const len = h * rng.range(0.42, 0.58)
    const droop = len * (0.25 + 0.45 * Math.abs(Math.cos(a)))
    const end: Pt = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.55 + droop]
    const ctrl: Pt = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.7 - len * 0.12]
    const pts = quad(top, ctrl, end, 14)
    const w = h * 0.05
    const fill = i % 2 ? green : shade(green, -0.14)
    c.add(el('path', { d: ribbon(pts, (t) => w * Math.sin(Math.PI * t ** 0.8) * 0.6, (t, k) => w * Math.sin(Math.PI * t ** 0.8) * (k % 2 ? 1.5 : 0.5)), fill }))
  }
  const nut = lit(pal, '#6b4a26')
  for (let i = 0; i < 3; i++) c.add(el('circle', { cx: top[0] - 8 + i * 8, cy: top[1] + 8 + (i % 2) * 5, r: h * 0.018, fill: nut }))
}

/** A spreading broad-leaved tree (the khareef woodland), rooted at (x, y), about `s` tall. */
export function leafyTree(c: Canvas, x: number, y: number, s: number, leaf = GREEN): void {
  const { rng, pal } = c
  const bark = lit(pal, BARK)
  const lean = rng.range(-0.12, 0.12) * s
  const fork: Pt = [x + lean, y - s * 0.42]
  const trunk = quad([x, y], [x + lean * 0.2, y - s * 0.25], fork, 6)
  c.add(el('path', { d: ribbon(trunk, (t) => s * (0.045 - 0.02 * t)), fill: bark }))
  const d = `M${fork[0]} ${fork[1]}l${-s * 0.18} ${-s * 0.16}M${fork[0]} ${fork[1]}l${s * 0.2} ${-s * 0.2}`
  c.add(el('path', { d, stroke: bark, 'stroke-width': s * 0.03, 'stroke-linecap': 'round' }))
  const green = lit(pal, leaf)
  const cx = fork[0]
  const cy = y - s * 0.64
  const rx = s * rng.range(0.38, 0.5)
  let under = ''
  let over = ''
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0, Math.PI * 2)
    const px = cx + Math.cos(a) * rx * rng.range(0.2, 0.75)
    const py = cy + Math.sin(a) * s * rng.range(0.05, 0.18)
    under += el('circle', { cx: px, cy: py + s * 0.04, r: s * rng.range(0.14, 0.22), fill: shade(green, -0.14) })
  }
  for (let i = 0; i < 5; i++) {
    const px = cx - rx * 0.45 + i * rx * 0.22 + rng.range(-8, 8)
    over += el('circle', { cx: px, cy: cy - s * rng.range(0.05, 0.14), r: s * rng.range(0.11, 0.17), fill: i < 3 ? green : shade(green, -0.05) })
  }
  over += el('circle', { cx: cx - rx * 0.3, cy: cy - s * 0.16, r: s * 0.1, fill: shade(green, 0.14) })
  c.add(under, over)
}

/** Frankincense (Boswellia sacra): short, multi-stemmed, crooked papery branches, leaf tufts, resin tears. */
export function frankincense(c: Canvas, x: number, y: number, s: number): void {
  const { rng, pal } = c
  const bark = lit(pal, '#b7a184')
  const dark = shade(bark, -0.35)
  const leaf = lit(pal, '#6d8f3c')
  const strokes: string[] = []
  const leaves: string[] = []
  const branch = (bx: number, by: number, a: number, len: number, w: number, depth: number): void => {
    const kink = rng.range(-0.35, 0.35)
    const mx = bx + Math.cos(a + kink) * len * 0.5
    const my = by + Math.sin(a + kink) * len * 0.5
    const ex = mx + Math.cos(a - kink * 0.6) * len * 0.5
    const ey = my + Math.sin(a - kink * 0.6) * len * 0.5
    const d = `M${bx} ${by}Q${mx} ${my} ${ex} ${ey}`
    strokes.push(el('path', { d, stroke: dark, 'stroke-width': w + 4, fill: 'none', 'stroke-linecap': 'round' }))
    strokes.push(el('path', { d, stroke: bark, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round' }))
    if (depth === 0) {
      for (let i = 0; i < 9; i++) {
        const lx = ex + rng.range(-1, 1) * s * 0.07
        const ly = ey + rng.range(-1, 0.6) * s * 0.06
        const col = i % 3 ? leaf : shade(leaf, 0.2)
        leaves.push(el('ellipse', { cx: lx, cy: ly, rx: s * 0.028, ry: s * 0.012, fill: col, transform: `rotate(${rng.range(-70, 70)} ${lx} ${ly})` }))
      }
      return
    }
    const kids = rng.chance(0.3) ? 3 : 2
    for (let k = 0; k < kids; k++) {
      const spread = (k - (kids - 1) / 2) * rng.range(0.5, 0.9)
      branch(ex, ey, a + spread, len * rng.range(0.62, 0.8), w * 0.62, depth - 1)
    }
  }
  const stems = rng.int(2, 3)
  for (let i = 0; i < stems; i++) {
    const a = -Math.PI / 2 + (i - (stems - 1) / 2) * rng.range(0.35, 0.6)
    branch(x + (i - 1) * s * 0.03, y, a, s * rng.range(0.3, 0.38), s * 0.055, 3)
  }
  c.add(...strokes, ...leaves)
  for (let i = 0; i < 4; i++) {
    const rx = x + rng.range(-0.05, 0.05) * s
    const ry = y - rng.range(0.05, 0.25) * s
    c.add(el('path', { d: `M${rx} ${ry - 9}q6 9 0 13q-6 -4 0 -13z`, fill: '#f2c46a', stroke: '#c98f2c', 'stroke-width': 1.2 }))
  }
}

/** Baobab: a huge bottle-shaped trunk with short, thick spreading branches; leafy in khareef. */
export function baobab(c: Canvas, x: number, y: number, s: number, leafy = true): void {
  const { rng, pal } = c
  const bark = lit(pal, '#a59686')
  const w = s * 0.2
  const top = y - s * 0.55
  const d = `M${x - w * 1.15} ${y}C${x - w * 1.3} ${y - s * 0.25} ${x - w * 0.95} ${top + s * 0.12} ${x - w * 0.75} ${top}L${x + w * 0.75} ${top}C${x + w * 0.95} ${top + s * 0.12} ${x + w * 1.3} ${y - s * 0.25} ${x + w * 1.15} ${y}Z`
  const leaf = lit(pal, '#5e9440')
  const ends: Pt[] = []
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.36 + rng.range(-0.1, 0.1)
    const bx = x + (i - 3) * w * 0.2
    const len = s * rng.range(0.28, 0.4)
    const ex = bx + Math.cos(a) * len * 1.3
    const ey = top + Math.sin(a) * len * 0.75
    ends.push([ex, ey])
    const mid: Pt = [bx + (ex - bx) * 0.35, top - (top - ey) * 0.75]
    c.add(el('path', { d: ribbon(quad([bx, top + 10], mid, [ex, ey], 6), (t) => s * (0.045 - 0.03 * t)), fill: bark }))
  }
  c.add(el('path', { d, fill: bark }))
  c.add(el('path', { d: `M${x + w * 0.35} ${top + 4}C${x + w * 0.7} ${y - s * 0.3} ${x + w * 0.8} ${y - 20} ${x + w * 0.55} ${y}L${x + w * 1.15} ${y}C${x + w * 1.3} ${y - s * 0.25} ${x + w * 0.95} ${top + s * 0.12} ${x + w * 0.75} ${top}Z`, fill: shade(bark, -0.15) }))
  let lines = ''
  for (let i = 0; i < 5; i++) lines += `M${x - w * 0.7 + i * w * 0.3} ${top + s * 0.08}q${rng.range(-10, 10)} ${s * 0.2} ${rng.range(-6, 6)} ${s * 0.4}`
  c.add(el('path', { d: lines, stroke: shade(bark, -0.22), 'stroke-width': 3, fill: 'none', opacity: 0.6 }))
  if (!leafy) return
  for (const [ex, ey] of ends) {
    for (let k = 0; k < 4; k++) c.add(el('circle', { cx: ex + rng.range(-1, 1) * s * 0.08, cy: ey + rng.range(-1, 0.6) * s * 0.05, r: s * rng.range(0.045, 0.075), fill: k % 2 ? leaf : shade(leaf, 0.15) }))
  }
}

/** A banana plant: a short stem and a few broad arching leaves. */
export function banana(c: Canvas, x: number, y: number, s: number): void {
  const leaf = lit(c.pal, '#6aa84a')
  c.add(el('path', { d: ribbon(quad([x, y], [x, y - s * 0.25], [x, y - s * 0.5], 4), () => s * 0.035), fill: lit(c.pal, '#7f9a4a') }))
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i - 2.5) * 0.5 + c.rng.range(-0.1, 0.1)
    const end: Pt = [x + Math.cos(a) * s * 0.55, y - s * 0.5 + Math.sin(a) * s * 0.35 + s * 0.25]
    const pts = quad([x, y - s * 0.48], [x + Math.cos(a) * s * 0.3, y - s * 0.5 + Math.sin(a) * s * 0.5], end, 10)
    c.add(el('path', { d: ribbon(pts, (t) => s * 0.09 * Math.sin(Math.PI * t ** 0.7)), fill: i % 2 ? leaf : shade(leaf, -0.15) }))
  }
}

/** Flat-topped acacia of the wadis and the desert edge. */
export function acacia(c: Canvas, x: number, y: number, s: number): void {
  const bark = lit(c.pal, '#6f5a45')
  const d = `M${x} ${y}L${x} ${y - s * 0.35}M${x} ${y - s * 0.35}L${x - s * 0.25} ${y - s * 0.6}M${x} ${y - s * 0.35}L${x + s * 0.22} ${y - s * 0.62}M${x} ${y - s * 0.4}L${x + s * 0.02} ${y - s * 0.64}`
  c.add(el('path', { d, stroke: bark, 'stroke-width': s * 0.035, fill: 'none', 'stroke-linecap': 'round' }))
  const leaf = lit(c.pal, '#6e8a45')
  c.add(el('ellipse', { cx: x, cy: y - s * 0.66, rx: s * 0.42, ry: s * 0.09, fill: shade(leaf, -0.1) }))
  c.add(el('ellipse', { cx: x - s * 0.05, cy: y - s * 0.7, rx: s * 0.3, ry: s * 0.07, fill: leaf }))
}

/** A low rounded bush. */
export function bush(c: Canvas, x: number, y: number, s: number, color = GREEN): void {
  const g = lit(c.pal, color)
  c.add(el('circle', { cx: x - s * 0.35, cy: y - s * 0.3, r: s * 0.35, fill: shade(g, -0.12) }))
  c.add(el('circle', { cx: x + s * 0.3, cy: y - s * 0.28, r: s * 0.32, fill: shade(g, -0.06) }))
  c.add(el('circle', { cx: x, cy: y - s * 0.45, r: s * 0.42, fill: g }))
  c.add(el('rect', { x: x - s * 0.7, y: y - s * 0.3, width: s * 1.4, height: s * 0.3, rx: s * 0.15, fill: shade(g, -0.1) }))
}

export const treeTint = (c: Canvas, depth: number, color = GREEN): string => mix(lit(c.pal, color), c.pal.haze, depth)
