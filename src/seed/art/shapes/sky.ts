/** Sky, sun or moon, stars, clouds and birds. */
import { mix } from '../palette'
import { el, type Canvas } from '../svg'

/** Sky gradient from the top of the picture down to `horizon` (virtual units). */
export function sky(c: Canvas, horizon: number): void {
  const [top, middle, low] = c.pal.sky
  const fill = c.linear([
    [0, top],
    [0.6, middle],
    [1, low],
  ])
  c.add(el('rect', { x: 0, y: 0, width: c.W, height: Math.max(horizon, 10) + 2, fill }))
  c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: low }))
}

/** The sun by day, a crescent moon by night, a pale disc in mist; with a soft glow. */
export function sunOrMoon(c: Canvas, x: number, y: number, r: number): void {
  const p = c.pal
  const glowR = p.mood === 'mist' ? r * 4 : r * 6
  const glow = c.radial([
    [0, p.glow, p.mood === 'night' ? 0.35 : 0.75],
    [0.35, p.glow, p.mood === 'night' ? 0.12 : 0.3],
    [1, p.glow, 0],
  ])
  c.add(el('circle', { cx: x, cy: y, r: glowR, fill: glow }))
  if (p.mood === 'night') {
    const d =
      `M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}` +
      `A${r * 1.3} ${r * 1.3} 0 0 1 ${x} ${y - r}Z`
    c.add(el('path', { d, fill: p.sun, transform: `rotate(-25 ${x} ${y})` }))
  } else {
    c.add(el('circle', { cx: x, cy: y, r, fill: p.sun, opacity: p.mood === 'mist' ? 0.7 : 1 }))
  }
}

/** Stars above `maxY`, denser near the top; a few larger twinkles. */
export function stars(c: Canvas, count: number, maxY: number): void {
  const { rng } = c
  let dots = ''
  for (let i = 0; i < count; i++) {
    const y = maxY * rng.float() ** 1.4
    const r = rng.chance(0.08) ? rng.range(2.2, 3.2) : rng.range(0.8, 1.8)
    dots += el('circle', { cx: rng.range(0, c.W), cy: y, r, fill: '#fffbe9', opacity: rng.range(0.45, 1) })
  }
  c.add(el('g', {}, dots))
  for (let i = 0; i < 5; i++) {
    const x = rng.range(40, c.W - 40)
    const y = rng.range(20, maxY * 0.6)
    const s = rng.range(7, 13)
    const d = `M${x} ${y - s}L${x + s * 0.2} ${y - s * 0.2}L${x + s} ${y}L${x + s * 0.2} ${y + s * 0.2}L${x} ${y + s}L${x - s * 0.2} ${y + s * 0.2}L${x - s} ${y}L${x - s * 0.2} ${y - s * 0.2}Z`
    c.add(el('path', { d, fill: '#fffbe9', opacity: 0.9 }))
  }
}

/** A flat-bottomed cumulus of `w` width with its base at y. */
export function cloud(c: Canvas, x: number, y: number, w: number, color?: string, opacity = 0.95): void {
  const { rng } = c
  const col = color ?? c.pal.cloud
  const bumps = rng.int(3, 5)
  let d = `M${x} ${y}`
  let cx = x
  const widths: number[] = []
  for (let i = 0; i < bumps; i++) widths.push(rng.range(0.7, 1.3))
  const total = widths.reduce((a, b) => a + b, 0)
  for (let i = 0; i < bumps; i++) {
    const bw = (widths[i] / total) * w
    const nx = cx + bw
    const ny = i === bumps - 1 ? y : y - w * rng.range(0.06, 0.14)
    const r = bw * (i === 0 || i === bumps - 1 ? 0.55 : 0.62)
    d += `A${r} ${r} 0 0 1 ${nx} ${ny}`
    cx = nx
  }
  c.add(el('path', { d: `${d}Z`, fill: col, opacity }))
  c.add(el('rect', { x: x + w * 0.08, y: y - w * 0.035, width: w * 0.84, height: w * 0.035, rx: w * 0.017, fill: mix(col, c.pal.sky[1], 0.35), opacity: opacity * 0.6 }))
}

/** A few clouds scattered between y0 and y1. */
export function clouds(c: Canvas, count: number, y0: number, y1: number, scale = 1): void {
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(-100, c.W - 100)
    cloud(c, x, c.rng.range(y0, y1), c.rng.range(180, 380) * scale)
  }
}

/** Gulls: little 'm' strokes. */
export function birds(c: Canvas, count: number, x: number, y: number, spread = 200): void {
  const color = c.pal.mood === 'night' ? '#d8def0' : '#3b3f4a'
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + c.rng.range(-spread, spread)
    const by = y + c.rng.range(-spread * 0.35, spread * 0.35)
    const s = c.rng.range(7, 14)
    d += `M${bx - s} ${by}Q${bx - s / 2} ${by - s * 0.6} ${bx} ${by}Q${bx + s / 2} ${by - s * 0.6} ${bx + s} ${by}`
  }
  c.add(el('path', { d, fill: 'none', stroke: color, 'stroke-width': 2.4, 'stroke-linecap': 'round', opacity: 0.8 }))
}
