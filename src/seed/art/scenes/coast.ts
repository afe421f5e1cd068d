/** The coast: beaches, cliffs, blowholes, islands, dolphins, sunsets, fishing boats and the port. */
import { far, lit, mix, shade } from '../palette'
import { puffs, ridge, rocks } from '../shapes/land'
import { palm } from '../shapes/flora'
import { dolphin, whaleTail } from '../shapes/creatures'
import { sea, shore, waves } from '../shapes/water'
import { birds } from '../shapes/sky'
import { boat, cargoShip, containers, crane, dhow } from '../shapes/works'
import { el, linePath, type Canvas, type Pt, type Scene } from '../svg'
import { KHAREEF, ROCK, SAND, backdrop } from './common'

/** Sky, far hills on the horizon and the sea: the start of most coastal pictures. Returns the sun's x. */
function seascape(c: Canvas, horizon: number, hills = true): number {
  const sunX = c.W * c.rng.range(0.2, 0.8)
  backdrop(c, horizon, { sunX })
  if (hills) ridge(c, { y: horizon + 2, amp: c.H * 0.06, scale: 300, color: far(c.pal, '#7f8f7a', 0.55), x0: c.W * c.rng.range(-0.2, 0.3), x1: c.W * c.rng.range(0.5, 0.9), bottom: horizon + 4 })
  sea(c, horizon, sunX)
  return sunX
}

/** A headland: sloping top, jagged face dropping into the sea, strata, foam at its foot, a sea stack. */
function cliff(c: Canvas, side: 'left' | 'right', top: number, width: number, bottom: number, green = false): void {
  const { rng } = c
  const rock = lit(c.pal, ROCK.light)
  const flip = (x: number): number => (side === 'left' ? x : c.W - x)
  const rise = c.H * rng.range(0.03, 0.08)
  const upper: Pt[] = []
  for (let x = -20; x <= width; x += 40) upper.push([flip(x), top - rise * (1 - x / width) + rng.range(-6, 6)])
  const face: Pt[] = []
  const steps = 7
  for (let i = 0; i <= steps; i++) face.push([flip(width + (i % 2 ? rng.range(10, 40) : rng.range(-20, 10)) + i * 6), top + ((bottom - top) * i) / steps])
  const outline = [...upper, ...face, [flip(-20), bottom] as Pt]
  c.add(el('path', { d: linePath(outline, true), fill: c.linear([[0, rock], [1, shade(rock, -0.2)]]) }))
  const side2 = face.map(([x, y]): Pt => [x + (side === 'left' ? -1 : 1) * rng.range(70, 110), y])
  c.add(el('path', { d: linePath([...face, ...side2.reverse()], true), fill: shade(rock, -0.28) }))
  let strata = ''
  for (let y = top + 28; y < bottom; y += 34) strata += `M${flip(-20)} ${y - rise * 0.3}L${flip(width)} ${y}`
  c.add(el('path', { d: strata, stroke: shade(rock, -0.35), 'stroke-width': 3, opacity: 0.3 }))
  if (green) c.add(el('path', { d: linePath([...upper, ...upper.slice().reverse().map(([x, y]): Pt => [x, y + 18])], true), fill: lit(c.pal, KHAREEF.mid) }))
  const foot = flip(width + 20)
  puffs(c, bottom, 22, 4, 0.95, '#ffffff', foot - 260, foot + 260)
  const stack = flip(width + rng.range(120, 260))
  const sh = (bottom - top) * rng.range(0.3, 0.55)
  c.add(el('path', { d: `M${stack - 40} ${bottom}L${stack - 30} ${bottom - sh}L${stack + 10} ${bottom - sh - 12}L${stack + 34} ${bottom - sh * 0.8}L${stack + 44} ${bottom}Z`, fill: shade(rock, -0.12) }))
  puffs(c, bottom, 14, 2, 0.9, '#ffffff', stack - 80, stack + 80)
}

export const beach: Scene = {
  moods: ['day', 'day', 'dawn', 'mist'],
  draw(c) {
    const { rng } = c
    seascape(c, c.H * 0.45)
    waves(c, c.H * 0.5, c.H * 0.66, 18)
    shore(c, c.H * 0.72, rng.range(-60, 60), lit(c.pal, SAND.pale))
    if (rng.chance(0.6)) dhow(c, c.W * rng.range(0.3, 0.7), c.H * 0.5, 0.9)
    const left = rng.chance(0.5)
    for (let i = 0; i < 3; i++) {
      const x = left ? c.W * (0.04 + i * 0.1) : c.W * (0.96 - i * 0.1)
      palm(c, x, c.H * rng.range(0.92, 1.05), rng.range(380, 560), (left ? 1 : -1) * rng.range(60, 160))
    }
    birds(c, 4, c.W / 2, c.H * 0.2, 160)
  },
}

export const seaCliffs: Scene = {
  moods: ['day', 'mist', 'dusk', 'day'],
  draw(c) {
    const { rng } = c
    seascape(c, c.H * 0.45, false)
    waves(c, c.H * 0.55, c.H, 30)
    const side = rng.chance(0.5) ? 'left' : 'right'
    const other = side === 'left' ? 'right' : 'left'
    cliff(c, other, c.H * 0.47, c.W * 0.12, c.H * 0.55, c.pal.mood === 'mist')
    cliff(c, side, c.H * 0.25, c.W * rng.range(0.35, 0.5), c.H * 0.84, c.pal.mood === 'mist')
    const x = side === 'left' ? c.W * 0.75 : c.W * 0.25
    rocks(c, 6, x - 150, x + 150, c.H * 0.93, lit(c.pal, ROCK.dark), 40)
    birds(c, 6, c.W / 2, c.H * 0.25, 220)
  },
}

export const blowholes: Scene = {
  moods: ['day', 'mist', 'day', 'dusk'],
  draw(c) {
    const { rng } = c
    seascape(c, c.H * 0.42, rng.chance(0.5))
    waves(c, c.H * 0.46, c.H * 0.65, 22)
    const rock = lit(c.pal, '#8d8378')
    const ledge = ridge(c, { y: c.H * 0.7, amp: 40, scale: 250, color: rock, foot: shade(rock, -0.3), octaves: 3 })
    c.add(el('path', { d: linePath(ledge.map(([x, y]): Pt => [x, y + 4])), stroke: '#ffffff', 'stroke-width': 10, fill: 'none', opacity: 0.75, 'stroke-dasharray': '60 30 20 40' }))
    let cracks = ''
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, c.W)
      const y = rng.range(c.H * 0.76, c.H)
      cracks += `M${x} ${y}l${rng.range(20, 60)} ${rng.range(-10, 10)}l${rng.range(20, 50)} ${rng.range(-8, 12)}`
    }
    c.add(el('path', { d: cracks, stroke: shade(rock, -0.35), 'stroke-width': 3, fill: 'none' }))
    for (let i = 0; i < 3; i++) c.add(el('ellipse', { cx: rng.range(0.1, 0.9) * c.W, cy: rng.range(0.85, 0.95) * c.H, rx: rng.range(50, 110), ry: rng.range(10, 18), fill: c.pal.sea[1], opacity: 0.8 }))
    const jets = rng.int(2, 3)
    const blur = c.blur(9)
    for (let i = 0; i < jets; i++) {
      const x = c.W * (0.2 + (0.6 * (i + rng.range(0.2, 0.8))) / jets)
      const h = c.H * rng.range(0.3, 0.48)
      const base = c.H * 0.78 + rng.range(0, 50)
      c.add(el('ellipse', { cx: x, cy: base + 6, rx: 36, ry: 9, fill: shade(rock, -0.55) }))
      let plume = el('path', { d: `M${x - 14} ${base}Q${x - 24} ${base - h * 0.5} ${x - 60} ${base - h * 0.85}L${x + 60} ${base - h * 0.85}Q${x + 24} ${base - h * 0.5} ${x + 14} ${base}Z`, fill: '#ffffff', opacity: 0.85 })
      for (let k = 0; k < 7; k++) {
        const a = Math.PI * (1 + k / 6)
        plume += el('circle', { cx: x + Math.cos(a) * 80, cy: base - h * 0.85 + Math.sin(a) * 50, r: rng.range(40, 70), fill: '#ffffff', opacity: 0.8 })
      }
      c.add(el('g', { filter: blur }, plume))
      let drops = ''
      for (let k = 0; k < 30; k++) {
        const dx = rng.range(-1, 1)
        drops += el('circle', { cx: x + dx * 170, cy: base - h * 0.9 + Math.abs(dx) ** 1.5 * h * 0.6 + rng.range(-40, 40), r: rng.range(2.5, 6), fill: '#ffffff', opacity: rng.range(0.5, 0.95) })
      }
      c.add(drops)
    }
  },
}

export const islands: Scene = {
  moods: ['day', 'dawn', 'day', 'dusk'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.52
    seascape(c, horizon, false)
    const n = rng.int(2, 4)
    for (let i = 0; i < n; i++) {
      const cx = c.W * ((i + rng.range(0.2, 0.8)) / n)
      const w = c.W * rng.range(0.12, 0.28) * (i === 0 ? 1.4 : 1)
      const depth = rng.range(0.15, 0.5)
      const y = horizon + 10 + (1 - depth) * 40
      ridge(c, { y, amp: c.H * rng.range(0.08, 0.16), scale: w / 2, color: far(c.pal, ROCK.light, depth), x0: cx - w / 2, x1: cx + w / 2, bottom: y + 6, shape: (x) => -((Math.abs(x - cx) / (w / 2)) ** 2) * c.H * 0.1 })
      c.add(el('ellipse', { cx, cy: y + 6, rx: w * 0.55, ry: 5, fill: '#ffffff', opacity: 0.6 }))
    }
    waves(c, horizon + 80, c.H, 26)
    boat(c, c.W * rng.range(0.2, 0.8), c.H * 0.85, 2.2, rng.pick(['#2e86c1', '#c0392b']))
    birds(c, 7, c.W * 0.6, c.H * 0.25, 200)
  },
}

export const dolphins: Scene = {
  moods: ['day', 'dawn', 'day', 'mist'],
  draw(c) {
    const { rng } = c
    seascape(c, c.H * 0.36, rng.chance(0.5))
    waves(c, c.H * 0.4, c.H, 36)
    const pod = rng.int(2, 4)
    for (let i = 0; i < pod; i++) {
      const x = c.W * (0.2 + (0.6 * i) / pod + rng.range(0, 0.1))
      const y = c.H * rng.range(0.6, 0.8)
      dolphin(c, x, y, rng.range(2.4, 3.6), rng.range(-35, 10), rng.chance(0.3))
      puffs(c, y + 50, 12, 2, 0.9, '#ffffff', x - 220, x + 120)
    }
    if (rng.chance(0.5)) whaleTail(c, c.W * rng.range(0.1, 0.9), c.H * 0.5, 1.6)
    if (rng.chance(0.6)) boat(c, c.W * rng.range(0.1, 0.9), c.H * 0.44, 1.4, '#2e86c1')
  },
}

export const sunset: Scene = {
  moods: ['dusk', 'dawn', 'dusk'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.58
    const sunX = c.W * rng.range(0.35, 0.65)
    backdrop(c, horizon, { sunX, sunY: horizon - c.H * rng.range(0.02, 0.12), clouds: 2 })
    sea(c, horizon, sunX)
    waves(c, horizon + 40, c.H * 0.8, 16)
    const dark = mix(c.pal.sky[0], '#1a1020', 0.5)
    ridge(c, { y: c.H * 0.92, amp: 30, scale: 500, color: dark, foot: dark, octaves: 2 })
    for (let i = 0; i < 3; i++) {
      const x = rng.chance(0.5) ? c.W * rng.range(0, 0.25) : c.W * rng.range(0.75, 1)
      palm(c, x, c.H * 1.02, rng.range(420, 600), rng.range(-140, 140), dark)
    }
    if (rng.chance(0.7)) dhow(c, sunX + rng.range(-300, 300), horizon + 30, 1.2, rng.chance(0.5), dark)
    birds(c, 5, sunX, c.H * 0.3, 200)
  },
}

export const fishingBoats: Scene = {
  moods: ['dawn', 'day', 'mist', 'day'],
  draw(c) {
    const { rng } = c
    seascape(c, c.H * 0.42)
    for (let i = 0; i < 3; i++) dhow(c, c.W * rng.range(0.1, 0.9), c.H * (0.46 + i * 0.04), 0.7 + i * 0.2, rng.chance(0.5))
    waves(c, c.H * 0.5, c.H * 0.62, 12)
    shore(c, c.H * 0.66, rng.range(-40, 40), lit(c.pal, SAND.light))
    const colours = ['#2e86c1', '#c0392b', '#27ae60', '#f39c12', '#1abc9c']
    for (let i = 0; i < 5; i++) {
      const t = i / 4
      boat(c, c.W * (0.08 + 0.84 * t) + rng.range(-40, 40), c.H * (0.78 + rng.range(0, 0.14)), rng.range(2.6, 3.6), colours[i], rng.chance(0.5))
    }
  },
}

export const port: Scene = {
  moods: ['day', 'dusk', 'dawn', 'night'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.6
    backdrop(c, horizon)
    ridge(c, { y: horizon - 30, amp: c.H * 0.14, scale: 400, color: far(pal, '#9c8f7a', 0.5), ridged: true, bottom: horizon })
    const quay = lit(pal, '#b8b4aa')
    c.add(el('rect', { x: 0, y: horizon - 30, width: c.W, height: 40, fill: quay }))
    for (let i = 0; i < 4; i++) containers(c, c.W * (0.05 + i * 0.24), horizon - 30, 3, rng.int(2, 4), 26)
    for (let i = 0; i < 4; i++) crane(c, c.W * (0.08 + i * 0.24) + rng.range(-30, 30), horizon - 30, c.H * 0.42, rng.pick(['#e0a526', '#c0392b', '#2e86c1']))
    sea(c, horizon + 10)
    cargoShip(c, c.W * rng.range(0.35, 0.65), horizon + 60, rng.range(1.3, 1.8))
    waves(c, horizon + 100, c.H, 20)
    c.add(el('rect', { x: 0, y: c.H * 0.9, width: c.W, height: c.H * 0.1, fill: shade(quay, -0.1) }))
  },
}
