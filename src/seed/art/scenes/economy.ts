/** The economy: conferences, industry, fisheries, agriculture and mining. */
import { far, lit, shade } from '../palette'
import { ridge, rocks } from '../shapes/land'
import { palm } from '../shapes/flora'
import { figure } from '../shapes/creatures'
import { sea } from '../shapes/water'
import { containers, crane, dhow, factory, greenhouse, truck } from '../shapes/works'
import { el, type Canvas, type Scene } from '../svg'
import { SAND, backdrop } from './common'

/** A fish lying on its side, facing right, `s` long. */
function fish(c: Canvas, x: number, y: number, s: number, colour: string, angle = 0): void {
  const col = lit(c.pal, colour)
  const d = `M${x - s / 2} ${y}Q${x} ${y - s * 0.32} ${x + s / 2} ${y}Q${x} ${y + s * 0.32} ${x - s / 2} ${y}ZM${x - s / 2 + 4} ${y}L${x - s * 0.72} ${y - s * 0.2}L${x - s * 0.68} ${y}L${x - s * 0.72} ${y + s * 0.2}Z`
  c.group({ transform: `rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})` }, () => {
    c.add(el('path', { d, fill: col }))
    c.add(el('path', { d: `M${x - s * 0.3} ${y + 2}Q${x} ${y + s * 0.18} ${x + s * 0.4} ${y + 2}`, stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.5 }))
    c.add(el('circle', { cx: x + s * 0.33, cy: y - s * 0.05, r: s * 0.035, fill: '#1a1a1a' }))
  })
}

export const conference: Scene = {
  moods: ['night', 'dusk', 'night', 'day'],
  draw(c) {
    const { rng } = c
    const wall = rng.pick(['#1f2a44', '#2a1f3d', '#123a3f', '#3a2a1f'])
    c.add(el('rect', { x: 0, y: 0, width: c.W, height: c.H, fill: c.linear([[0, shade(wall, -0.3)], [1, wall]]) }))
    for (let i = 0; i < 5; i++) {
      const x = c.W * (0.1 + i * 0.2)
      c.add(el('path', { d: `M${x - 10} 0L${x + 10} 0L${x + 160} ${c.H * 0.75}L${x - 160} ${c.H * 0.75}Z`, fill: c.linear([[0, '#fff6d8', 0.35], [1, '#fff6d8', 0]]) }))
    }
    const sx = c.W * 0.2
    const sw = c.W * 0.6
    const sy = c.H * 0.12
    const sh = c.H * 0.42
    c.add(el('rect', { x: sx - 12, y: sy - 12, width: sw + 24, height: sh + 24, rx: 10, fill: '#0d0f14' }))
    const accent = rng.pick(['#2e86c1', '#16a085', '#c0392b', '#d4a017'])
    c.add(el('rect', { x: sx, y: sy, width: sw, height: sh, fill: c.linear([[0, shade(accent, 0.5)], [1, shade(accent, 0.1)]], 0, 0, 1, 1) }))
    for (let i = 0; i < 6; i++) {
      const h = sh * rng.range(0.2, 0.7)
      c.add(el('rect', { x: sx + sw * 0.08 + i * sw * 0.08, y: sy + sh * 0.85 - h, width: sw * 0.055, height: h, fill: '#ffffff', opacity: 0.85 }))
    }
    c.add(el('circle', { cx: sx + sw * 0.75, cy: sy + sh * 0.45, r: sh * 0.28, fill: '#ffffff', opacity: 0.85 }))
    c.add(el('path', { d: `M${sx + sw * 0.75} ${sy + sh * 0.45}V${sy + sh * 0.17}A${sh * 0.28} ${sh * 0.28} 0 0 1 ${sx + sw * 0.75 + sh * 0.27} ${sy + sh * 0.52}Z`, fill: shade(accent, -0.1) }))
    c.add(el('rect', { x: 0, y: c.H * 0.6, width: c.W, height: c.H * 0.08, fill: shade(wall, -0.2) }))
    c.add(el('rect', { x: c.W * 0.72, y: c.H * 0.48, width: 90, height: 120, rx: 6, fill: '#6b4a33' }))
    figure(c, c.W * 0.75, c.H * 0.62, 1.6, '#f4f1ea')
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 11; i++) {
        const x = c.W * ((i + (row % 2) * 0.5) / 10)
        const y = c.H * (0.8 + row * 0.1)
        const head = rng.pick(['#f4f1ea', '#ffffff', '#1e1e24', '#c43b3b'])
        c.add(el('path', { d: `M${x - 55} ${y + 80}Q${x - 55} ${y + 10} ${x} ${y + 8}Q${x + 55} ${y + 10} ${x + 55} ${y + 80}Z`, fill: shade(wall, -0.45) }))
        c.add(el('circle', { cx: x, cy: y - 18, r: 28, fill: head === '#1e1e24' ? head : shade(wall, -0.5) }))
        if (head !== '#1e1e24') c.add(el('path', { d: `M${x - 29} ${y - 20}A29 29 0 0 1 ${x + 29} ${y - 20}Z`, fill: head, opacity: 0.9 }))
      }
    }
  },
}

export const industry: Scene = {
  moods: ['day', 'dusk', 'dawn', 'night'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.64
    backdrop(c, horizon)
    ridge(c, { y: horizon - 20, amp: c.H * 0.12, scale: 400, color: far(pal, '#a09080', 0.5) })
    c.add(el('rect', { x: 0, y: horizon - 20, width: c.W, height: c.H, fill: lit(pal, '#c9c2b4') }))
    for (let i = 0; i < 3; i++) {
      const tx = c.W * (0.05 + i * 0.08)
      c.add(el('rect', { x: tx, y: horizon - 150, width: 110, height: 150, fill: lit(pal, '#e8ecef') }))
      c.add(el('ellipse', { cx: tx + 55, cy: horizon - 150, rx: 55, ry: 14, fill: lit(pal, '#f6f8fa') }))
      c.add(el('rect', { x: tx + 80, y: horizon - 150, width: 30, height: 150, fill: lit(pal, '#cfd5da') }))
    }
    factory(c, c.W * 0.34, horizon + 10, c.H * 0.22, rng.pick(['#cfd6dc', '#d8cbb5', '#b9c7d4']))
    containers(c, c.W * 0.78, horizon + 10, 3, 3, 34)
    crane(c, c.W * 0.82, horizon + 10, c.H * 0.5)
    c.add(el('rect', { x: 0, y: c.H * 0.8, width: c.W, height: c.H * 0.12, fill: lit(pal, '#4a4a50') }))
    c.add(el('path', { d: `M0 ${c.H * 0.86}H${c.W}`, stroke: '#f1d36b', 'stroke-width': 5, 'stroke-dasharray': '50 40' }))
    for (let i = 0; i < 3; i++) truck(c, c.W * (0.1 + i * 0.3) + rng.range(-40, 40), c.H * (i % 2 ? 0.9 : 0.84), 200, rng.pick(['#c0392b', '#2e86c1', '#f39c12', '#ecf0f1']))
  },
}

export const fisheries: Scene = {
  moods: ['dawn', 'day', 'day', 'mist'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.38
    backdrop(c, horizon)
    sea(c, horizon)
    for (let i = 0; i < 3; i++) dhow(c, c.W * rng.range(0.1, 0.9), horizon + 30 + i * 20, 0.8 + i * 0.2, rng.chance(0.5))
    c.add(el('rect', { x: 0, y: c.H * 0.5, width: c.W, height: c.H * 0.5, fill: lit(pal, SAND.light) }))
    let net = ''
    for (let i = 0; i < 16; i++) net += `M${c.W * 0.02 + i * 24} ${c.H * 0.52}l${120} ${c.H * 0.22}M${c.W * 0.02 + i * 24 + 120} ${c.H * 0.52}l${-120} ${c.H * 0.22}`
    c.add(el('path', { d: net, stroke: lit(pal, '#3a7f8a'), 'stroke-width': 2, opacity: 0.6 }))
    const table = lit(pal, '#8a5a34')
    c.add(el('rect', { x: c.W * 0.18, y: c.H * 0.66, width: c.W * 0.8, height: c.H * 0.06, fill: table }))
    c.add(el('path', { d: `M${c.W * 0.21} ${c.H * 0.72}V${c.H}M${c.W * 0.95} ${c.H * 0.72}V${c.H}M${c.W * 0.58} ${c.H * 0.72}V${c.H}`, stroke: shade(table, -0.25), 'stroke-width': 22 }))
    for (let i = 0; i < 3; i++) c.add(el('rect', { x: c.W * (0.26 + i * 0.24), y: c.H * 0.84, width: c.W * 0.16, height: c.H * 0.12, rx: 14, fill: lit(pal, ['#2e86c1', '#e67e22', '#16a085'][i]) }))
    c.add(el('rect', { x: c.W * 0.2, y: c.H * 0.6, width: c.W * 0.76, height: c.H * 0.08, rx: 20, fill: lit(pal, '#dfe9ec') }))
    const kinds = ['#8fa7b8', '#6f8fa8', '#b8c4cc', '#c97a5a', '#d6b34a', '#5d7f9a']
    for (let i = 0; i < 18; i++) {
      const x = c.W * (0.24 + (0.7 * i) / 17) + rng.range(-10, 10)
      fish(c, x, c.H * (0.63 + (i % 2) * 0.03), rng.range(110, 170), rng.pick(kinds), rng.range(-25, 25))
    }
    for (let i = 0; i < 3; i++) figure(c, c.W * (0.3 + i * 0.25) + rng.range(-40, 40), c.H * 0.62, 2, rng.pick(['#f4f1ea', '#4b5d8a', '#e8e2d4']), rng.pick(['#ffffff', '#c43b3b', '#3a6fb0']))
    c.add(el('rect', { x: c.W * 0.18, y: c.H * 0.66, width: c.W * 0.8, height: c.H * 0.06, fill: table }))
    for (let i = 0; i < 8; i++) fish(c, c.W * (0.22 + i * 0.1), c.H * 0.69, 140, rng.pick(kinds), rng.range(-8, 8))
  },
}

export const agriculture: Scene = {
  moods: ['day', 'dawn', 'dusk', 'day'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.45
    backdrop(c, horizon)
    ridge(c, { y: horizon, amp: c.H * 0.08, scale: 400, color: far(pal, '#b09a7a', 0.5) })
    c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: lit(pal, SAND.light) }))
    for (let i = 0; i < 4; i++) {
      const cx = c.W * (0.12 + i * 0.26) + rng.range(-30, 30)
      const cy = horizon + c.H * rng.range(0.04, 0.1)
      const r = c.W * rng.range(0.09, 0.13)
      c.add(el('ellipse', { cx, cy, rx: r, ry: r * 0.18, fill: lit(pal, rng.pick(['#6fae4a', '#8bbf4f', '#5c9a3c', '#c9b45a'])) }))
      c.add(el('path', { d: `M${cx} ${cy}H${cx + r}`, stroke: lit(pal, '#d0d4d8'), 'stroke-width': 3 }))
    }
    const rows = 14
    for (let i = 0; i < rows; i++) {
      const x0 = (c.W * i) / rows
      const x1 = (c.W * (i + 1)) / rows
      const top = horizon + c.H * 0.18
      const spread = 2.2
      const d = `M${c.W / 2 + (x0 - c.W / 2) * 0.6} ${top}L${c.W / 2 + (x1 - c.W / 2) * 0.6} ${top}L${c.W / 2 + (x1 - c.W / 2) * spread} ${c.H}L${c.W / 2 + (x0 - c.W / 2) * spread} ${c.H}Z`
      c.add(el('path', { d, fill: lit(pal, i % 2 ? '#5f9a3c' : '#7ab04c') }))
    }
    const gx = rng.chance(0.5) ? c.W * 0.03 : c.W * 0.63
    for (let i = 0; i < 3; i++) greenhouse(c, gx + i * c.W * 0.11, horizon + c.H * 0.16, c.W * 0.1, c.H * 0.1)
    palm(c, c.W * rng.range(0.4, 0.6), horizon + c.H * 0.17, 200, 20)
  },
}

export const mining: Scene = {
  moods: ['day', 'dusk', 'dawn', 'day'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.55
    backdrop(c, horizon, { clouds: 1 })
    ridge(c, { y: horizon, amp: c.H * 0.12, scale: 400, color: far(pal, '#a89a86', 0.5), ridged: true })
    const stone = lit(pal, rng.pick(['#d2bf9a', '#c4b2a4', '#d8c8a8']))
    const base = c.H * 0.8
    const benches = 5
    const cx = c.W * rng.range(0.4, 0.6)
    for (let i = 0; i < benches; i++) {
      const y = base - i * c.H * 0.09
      const half = c.W * (0.62 - i * 0.1)
      c.add(el('path', { d: `M${cx - half} ${y}L${cx - half + 50} ${y - c.H * 0.07}H${cx + half - 50}L${cx + half} ${y}Z`, fill: shade(stone, -0.12 - (i % 2) * 0.06) }))
      c.add(el('path', { d: `M${cx - half + 50} ${y - c.H * 0.07}L${cx - half + 70} ${y - c.H * 0.09}H${cx + half - 70}L${cx + half - 50} ${y - c.H * 0.07}Z`, fill: shade(stone, 0.08) }))
    }
    truck(c, cx - c.W * 0.3, base - c.H * 0.165, 150, '#f1c40f')
    truck(c, cx + c.W * 0.1, base - c.H * 0.255, 120, '#e67e22')
    c.add(el('rect', { x: 0, y: base, width: c.W, height: c.H - base, fill: shade(stone, 0.12) }))
    for (let i = 0; i < 3; i++) {
      const px = c.W * (0.12 + i * 0.34) + rng.range(-40, 40)
      const ph = rng.range(90, 160)
      c.add(el('path', { d: `M${px - ph * 1.5} ${c.H * 0.93}Q${px - ph * 0.2} ${c.H * 0.93 - ph * 1.2} ${px} ${c.H * 0.93 - ph}Q${px + ph * 0.2} ${c.H * 0.93 - ph * 1.2} ${px + ph * 1.5} ${c.H * 0.93}Z`, fill: lit(pal, rng.pick(['#e8e4dc', '#b9a58a', '#9c8f84'])) }))
    }
    const ex = c.W * rng.range(0.55, 0.7)
    const ey = c.H * 0.9
    c.add(el('path', { d: `M${ex + 20} ${ey - 60}L${ex - 80} ${ey - 170}L${ex - 150} ${ey - 70}`, stroke: lit(pal, '#e0b000'), 'stroke-width': 18, fill: 'none', 'stroke-linejoin': 'round' }))
    c.add(el('path', { d: `M${ex - 185} ${ey - 80}h60l-10 40h-40z`, fill: '#555' }))
    c.add(el('rect', { x: ex, y: ey - 70, width: 150, height: 50, rx: 6, fill: lit(pal, '#f1c40f') }))
    c.add(el('rect', { x: ex + 90, y: ey - 125, width: 60, height: 60, rx: 6, fill: lit(pal, '#f1c40f') }))
    c.add(el('rect', { x: ex + 98, y: ey - 117, width: 44, height: 28, rx: 4, fill: '#8fb3c8' }))
    c.add(el('rect', { x: ex - 10, y: ey - 22, width: 170, height: 24, rx: 12, fill: '#2b2b2b' }))
    rocks(c, 10, 0, c.W, c.H * 0.96, shade(stone, -0.1), 20)
  },
}

