/** Boats, ships, cranes and other working things: dhow, fishing boat, cargo ship, port crane, factory. */
import { lit, mix, shade } from '../palette'
import { el, type Canvas } from '../svg'

const at = (x: number, y: number, s: number, left = false): string =>
  `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(left ? -s : s).toFixed(3)} ${s.toFixed(3)})`

/** A wooden dhow with a lateen sail; waterline at (x, y); about 110 units long at s = 1. */
export function dhow(c: Canvas, x: number, y: number, s: number, left = false, sail = '#f3e6cc'): void {
  const wood = lit(c.pal, '#8a5a34')
  c.group({ transform: at(x, y, s, left) }, () => {
    c.add(el('path', { d: 'M4 -12L8 -92', stroke: shade(wood, -0.2), 'stroke-width': 3 }))
    c.add(el('path', { d: 'M-34 -36Q10 -70 48 -104L10 -16Q-10 -24 -34 -36Z', fill: lit(c.pal, sail) }))
    c.add(el('path', { d: 'M-34 -36Q10 -70 48 -104L36 -84Q4 -58 -28 -38Z', fill: '#ffffff', opacity: 0.35 }))
    c.add(el('path', { d: 'M-38 -34L52 -106', stroke: shade(wood, -0.3), 'stroke-width': 2.5 }))
    c.add(el('path', { d: 'M-54 -20L50 -12L64 -24C60 -8 50 2 36 4L-40 4C-46 0 -50 -8 -54 -20Z', fill: wood }))
    c.add(el('path', { d: 'M-50 -12L54 -6', stroke: shade(wood, 0.35), 'stroke-width': 2.5 }))
    c.add(el('path', { d: 'M-54 -20L-56 -30L-44 -26Z', fill: wood }))
  })
  c.add(el('ellipse', { cx: x, cy: y + 5 * s, rx: 60 * s, ry: 4 * s, fill: '#ffffff', opacity: 0.35 }))
}

/** A small fibreglass fishing boat with an outboard motor; about 70 units long. */
export function boat(c: Canvas, x: number, y: number, s: number, colour: string, left = false): void {
  c.group({ transform: at(x, y, s, left) }, () => {
    c.add(el('path', { d: 'M-36 -4L-38 -14L34 -16L30 -4C24 4 -30 4 -36 -4Z', fill: lit(c.pal, '#f6f4ef') }))
    c.add(el('path', { d: 'M-37 -10L33 -12L31 -7L-36 -6Z', fill: lit(c.pal, colour) }))
    c.add(el('path', { d: 'M-40 -16h6v14h-6z', fill: '#2c2f36' }))
    c.add(el('path', { d: 'M-10 -16v-10h16v10', fill: 'none', stroke: lit(c.pal, '#5a6470'), 'stroke-width': 2 }))
  })
}

/** A cargo ship with stacked containers; waterline at y; about 400 units long at s = 1. */
export function cargoShip(c: Canvas, x: number, y: number, s: number): void {
  const { rng } = c
  c.group({ transform: at(x, y, s) }, () => {
    c.add(el('path', { d: 'M-200 -40H200L185 0H-180Z', fill: lit(c.pal, '#2f3f5a') }))
    c.add(el('path', { d: 'M-196 -12H193L185 0H-180Z', fill: lit(c.pal, '#b4373a') }))
    c.add(el('rect', { x: -185, y: -90, width: 40, height: 50, fill: lit(c.pal, '#f2f2ee') }))
    for (let i = 0; i < 3; i++) c.add(el('rect', { x: -180, y: -84 + i * 14, width: 30, height: 5, fill: c.pal.lit ? '#ffd27a' : '#3a4656' }))
    for (let col = 0; col < 11; col++) {
      const h = rng.int(1, 3)
      for (let r = 0; r < h; r++) {
        c.add(el('rect', { x: -135 + col * 30, y: -40 - (r + 1) * 16, width: 28, height: 15, fill: lit(c.pal, rng.pick(CONTAINERS)) }))
      }
    }
  })
}

export const CONTAINERS = ['#c0392b', '#2e86c1', '#f39c12', '#27ae60', '#8e44ad', '#d35400', '#7f8c8d', '#1abc9c']

/** A stack of shipping containers (w columns by h rows) standing on y. */
export function containers(c: Canvas, x: number, y: number, cols: number, rows: number, size: number): void {
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (j > 0 && c.rng.chance(0.2)) continue
      const col = lit(c.pal, c.rng.pick(CONTAINERS))
      const cx = x + i * size * 2.1
      const cy = y - (j + 1) * size
      c.add(el('rect', { x: cx, y: cy, width: size * 2, height: size * 0.95, fill: col }))
      c.add(el('path', { d: `M${cx + size * 0.3} ${cy + 3}v${size * 0.8}M${cx + size * 0.7} ${cy + 3}v${size * 0.8}M${cx + size * 1.1} ${cy + 3}v${size * 0.8}M${cx + size * 1.5} ${cy + 3}v${size * 0.8}`, stroke: shade(col, -0.2), 'stroke-width': 2 }))
    }
  }
}

/** A ship-to-shore gantry crane standing on y, `s` = height. */
export function crane(c: Canvas, x: number, y: number, s: number, colour = '#e0a526'): void {
  const col = lit(c.pal, colour)
  const d =
    `M${x} ${y}L${x + s * 0.08} ${y - s * 0.7}M${x + s * 0.35} ${y}L${x + s * 0.27} ${y - s * 0.7}` +
    `M${x + s * 0.02} ${y - s * 0.3}H${x + s * 0.33}M${x + s * 0.06} ${y - s * 0.55}L${x + s * 0.3} ${y - s * 0.3}` +
    `M${x - s * 0.45} ${y - s * 0.72}H${x + s * 0.7}M${x + s * 0.08} ${y - s * 0.72}L${x + s * 0.17} ${y - s}L${x + s * 0.27} ${y - s * 0.72}` +
    `M${x + s * 0.17} ${y - s}L${x - s * 0.45} ${y - s * 0.74}M${x + s * 0.17} ${y - s}L${x + s * 0.7} ${y - s * 0.74}`
  c.add(el('path', { d, stroke: col, 'stroke-width': s * 0.025, fill: 'none', 'stroke-linecap': 'square' }))
  c.add(el('rect', { x: x - s * 0.3, y: y - s * 0.72, width: s * 0.1, height: s * 0.06, fill: shade(col, -0.2) }))
  c.add(el('path', { d: `M${x - s * 0.25} ${y - s * 0.66}v${s * 0.25}`, stroke: '#333', 'stroke-width': 2 }))
}

/** A factory hall with a sawtooth roof, chimneys and a smoke plume. */
export function factory(c: Canvas, x: number, y: number, s: number, colour = '#cfd6dc'): void {
  const col = lit(c.pal, colour)
  const w = s * 2.4
  let roof = `M${x} ${y}V${y - s * 0.55}`
  for (let i = 0; i < 5; i++) roof += `L${x + (w / 5) * i} ${y - s * 0.8}L${x + (w / 5) * (i + 1)} ${y - s * 0.55}`
  c.add(el('path', { d: `${roof}V${y}Z`, fill: col }))
  for (let i = 0; i < 5; i++) c.add(el('rect', { x: x + (w / 5) * i + s * 0.05, y: y - s * 0.42, width: w / 5 - s * 0.1, height: s * 0.12, fill: c.pal.lit ? '#ffd98a' : shade(col, -0.3) }))
  for (let i = 0; i < 2; i++) {
    const cx = x + w * (0.7 + i * 0.15)
    c.add(el('rect', { x: cx, y: y - s * 1.5, width: s * 0.1, height: s * 0.95, fill: lit(c.pal, '#9aa3ab') }))
    c.add(el('rect', { x: cx, y: y - s * 1.42, width: s * 0.1, height: s * 0.08, fill: '#c0392b' }))
    const smoke = mix('#ffffff', c.pal.haze, 0.3)
    for (let k = 0; k < 4; k++) c.add(el('circle', { cx: cx + s * (0.1 + k * 0.14), cy: y - s * (1.58 + k * 0.08), r: s * (0.07 + k * 0.035), fill: smoke, opacity: 0.75 - k * 0.15 }))
  }
  c.add(el('ellipse', { cx: x - s * 0.35, cy: y - s * 0.38, rx: s * 0.28, ry: s * 0.38, fill: lit(c.pal, '#e9ecef') }))
  c.add(el('rect', { x: x - s * 0.63, y: y - s * 0.38, width: s * 0.56, height: s * 0.38, fill: lit(c.pal, '#dde1e5') }))
}

/** A polytunnel greenhouse standing on y. */
export function greenhouse(c: Canvas, x: number, y: number, w: number, h: number): void {
  const d = `M${x} ${y}V${y - h * 0.4}Q${x} ${y - h} ${x + w / 2} ${y - h}Q${x + w} ${y - h} ${x + w} ${y - h * 0.4}V${y}Z`
  c.add(el('path', { d, fill: lit(c.pal, '#eef5f2'), opacity: 0.92 }))
  let ribs = ''
  for (let i = 1; i < 6; i++) ribs += `M${x + (w / 6) * i} ${y}V${y - h * (0.55 + 0.4 * Math.sin((Math.PI * i) / 6))}`
  c.add(el('path', { d: ribs, stroke: lit(c.pal, '#b8c9c4'), 'stroke-width': 2 }))
}

/** A simple lorry in profile. */
export function truck(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.add(el('rect', { x, y: y - s * 0.5, width: s * 1.1, height: s * 0.42, fill: lit(c.pal, colour) }))
  c.add(el('path', { d: `M${x + s * 1.12} ${y - s * 0.08}V${y - s * 0.38}H${x + s * 1.32}L${x + s * 1.42} ${y - s * 0.22}V${y - s * 0.08}Z`, fill: lit(c.pal, '#e8e8e8') }))
  for (const wx of [0.2, 0.45, 1.25]) c.add(el('circle', { cx: x + s * wx, cy: y - s * 0.06, r: s * 0.08, fill: '#262626' }))
}
