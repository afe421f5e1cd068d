/** Sea, waves, beaches and falling water. */
import { mix, shade } from '../palette'
import { noise1d } from '../prng'
import { el, linePath, smoothPath, type Canvas, type Pt } from '../svg'

/** Sea from the horizon down to the bottom, with glints and a reflection column under `sunX`. */
export function sea(c: Canvas, horizon: number, sunX?: number, phase = 0): void {
  const [deep, shallow] = c.pal.sea
  const fill = c.linear([
    [0, mix(deep, c.pal.haze, 0.35)],
    [0.25, deep],
    [1, shallow],
  ])
  c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill }))
  const glint = c.pal.mood === 'night' ? '#cfd8ff' : mix(c.pal.sun, '#ffffff', 0.4)
  let d = ''
  const rows = 26
  for (let i = 0; i < rows; i++) {
    const t = i / rows
    const y = horizon + (c.H - horizon) * t ** 1.6 + 4
    const len = 14 + t * 90
    for (let k = 0; k < 4 + t * 6; k++) {
      const x = ((c.rng.range(0, c.W) + phase * (20 + 60 * t)) % (c.W + 200)) - 100
      d += `M${x} ${y}h${len * c.rng.range(0.5, 1)}`
    }
  }
  c.add(el('path', { d, stroke: glint, 'stroke-width': 2.5, opacity: 0.35, 'stroke-linecap': 'round' }))
  if (sunX !== undefined && c.pal.mood !== 'mist') {
    let r = ''
    for (let i = 0; i < 16; i++) {
      const t = i / 16
      const y = horizon + 6 + (c.H - horizon) * 0.7 * t ** 1.3
      const w = (30 + 160 * t) * c.rng.range(0.5, 1.1)
      r += `M${sunX - w / 2 + Math.sin(i * 1.7 + phase * 3) * 14} ${y}h${w}`
    }
    c.add(el('path', { d: r, stroke: c.pal.sun, 'stroke-width': 5, opacity: 0.55, 'stroke-linecap': 'round' }))
  }
}

/** Curling wave crests in a band between y0 and y1. `phase` moves them (for video). */
export function waves(c: Canvas, y0: number, y1: number, count: number, phase = 0): void {
  let d = ''
  for (let i = 0; i < count; i++) {
    const t = c.rng.float()
    const y = y0 + (y1 - y0) * t
    const w = 40 + 120 * t
    const x = ((c.rng.range(0, c.W + 200) + phase * (30 + 80 * t)) % (c.W + 300)) - 150
    d += `M${x} ${y}q${w / 4} ${-w / 6} ${w / 2} 0q${w / 4} ${w / 8} ${w / 2} 0`
  }
  c.add(el('path', { d, stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.55, 'stroke-linecap': 'round' }))
}

/**
 * A beach: sand from a wavy shoreline down to the bottom, with wet sand and a line of foam.
 * `y` is the shoreline height at the left and `tilt` its rise to the right. Returns the shoreline.
 */
export function shore(c: Canvas, y: number, tilt: number, sand: string, phase = 0): Pt[] {
  const n = noise1d(c.rng, 300, 3)
  const line: Pt[] = []
  for (let x = -40; x <= c.W + 40; x += 40) line.push([x, y - tilt * (x / c.W) + n(x) * 18])
  const close = `L${c.W + 40} ${c.H + 5}L-40 ${c.H + 5}Z`
  const wet = line.map(([x, yy]): Pt => [x, yy - 14 - Math.sin(phase * 2) * 6])
  c.add(el('path', { d: smoothPath(wet) + close, fill: shade(mix(sand, c.pal.sea[1], 0.45), 0.1), opacity: 0.9 }))
  c.add(el('path', { d: smoothPath(line) + close, fill: c.linear([[0, sand], [1, shade(sand, 0.12)]]) }))
  const foam = line.map(([x, yy]): Pt => [x, yy - 16 - Math.sin(phase * 2 + x / 200) * 6])
  c.add(el('path', { d: smoothPath(foam), stroke: '#ffffff', 'stroke-width': 7, fill: 'none', opacity: 0.85, 'stroke-linecap': 'round' }))
  return line
}

/** A waterfall from (x, top) to (x, bottom): white water with streaks, spray and a pool. */
export function waterfall(c: Canvas, x: number, top: number, bottom: number, w: number, phase = 0): void {
  const h = bottom - top
  const fill = c.linear([[0, '#ffffff'], [0.5, mix('#e3f4f6', c.pal.sky[2], 0.2)], [1, '#ffffff']])
  const d = `M${x - w / 2} ${top}C${x - w * 0.55} ${top + h * 0.4} ${x - w * 0.7} ${bottom - h * 0.2} ${x - w * 0.8} ${bottom}L${x + w * 0.8} ${bottom}C${x + w * 0.7} ${bottom - h * 0.2} ${x + w * 0.55} ${top + h * 0.4} ${x + w / 2} ${top}Z`
  c.add(el('path', { d, fill, opacity: 0.95 }))
  let blue = ''
  let white = ''
  for (let i = 0; i < Math.round(w / 5); i++) {
    const u = c.rng.range(-0.5, 0.5)
    const len = c.rng.range(0.15, 0.45) * h
    const sy = top + ((c.rng.range(0, h) + phase * h) % h)
    const seg = `M${x + u * w * 1.05} ${sy}l${u * w * 0.25 * (len / h)} ${Math.min(len, bottom - sy)}`
    if (i % 3) blue += seg
    else white += seg
  }
  c.add(el('path', { d: blue, stroke: shade(c.pal.sea[1], -0.1), 'stroke-width': 2.5, opacity: 0.4, 'stroke-linecap': 'round' }))
  c.add(el('path', { d: white, stroke: '#ffffff', 'stroke-width': 4, opacity: 0.9, 'stroke-linecap': 'round' }))
  c.add(el('ellipse', { cx: x, cy: top + 4, rx: w * 0.55, ry: 7, fill: '#ffffff', opacity: 0.9 }))
  pool(c, x, bottom, w * 2.6)
}

/** A pool or basin of water at the foot of something, with foam. */
export function pool(c: Canvas, x: number, y: number, w: number): void {
  const fill = c.linear([[0, shade(c.pal.sea[1], 0.1)], [1, c.pal.sea[0]]])
  c.add(el('ellipse', { cx: x, cy: y + w * 0.1, rx: w / 2, ry: w * 0.14, fill }))
  const foam = c.radial([[0, '#ffffff', 0.95], [0.6, '#ffffff', 0.6], [1, '#ffffff', 0]])
  c.add(el('ellipse', { cx: x, cy: y, rx: w * 0.28, ry: w * 0.09, fill: foam }))
}

/** A river or stream winding from the horizon (narrow) to the bottom (wide). */
export function stream(c: Canvas, x0: number, y0: number, x1: number, width: number): void {
  const left: Pt[] = []
  const right: Pt[] = []
  const n = noise1d(c.rng, 0.6, 2)
  for (let i = 0; i <= 12; i++) {
    const t = i / 12
    const y = y0 + (c.H + 10 - y0) * t
    const cx = x0 + (x1 - x0) * t + n(t) * 160 * t
    const w = 8 + width * t ** 1.3
    left.push([cx - w / 2, y])
    right.unshift([cx + w / 2, y])
  }
  const fill = c.linear([[0, mix(c.pal.sea[1], c.pal.haze, 0.4)], [1, c.pal.sea[1]]])
  c.add(el('path', { d: smoothPath(left) + linePath(right).replace('M', 'L') + 'Z', fill }))
  c.add(el('path', { d: smoothPath(left.map(([x, y]): Pt => [x + 6, y])), stroke: '#ffffff', 'stroke-width': 2.5, fill: 'none', opacity: 0.5 }))
}
