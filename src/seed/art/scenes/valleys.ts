/** Valleys and rock: wadis with water, caves in the cliffs, baobab groves. */
import { far, lit, mix, shade } from '../palette'
import { fogBank, grass, ridge, rocks, yAt } from '../shapes/land'
import { acacia, baobab as baobabTree, bush, palm } from '../shapes/flora'
import { figure } from '../shapes/creatures'
import { stream } from '../shapes/water'
import { el, linePath, type Canvas, type Pt, type Scene } from '../svg'
import { KHAREEF, ROCK, backdrop, khareefHills } from './common'

/** A canyon wall on one side, from the horizon at `vx` to the near edge. */
function canyonWall(c: Canvas, side: 'left' | 'right', vx: number, horizon: number, colour: string): void {
  const { rng } = c
  const edge = side === 'left' ? -20 : c.W + 20
  const inner: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    const x = vx + (side === 'left' ? -1 : 1) * (40 + c.W * 0.32 * t) + rng.range(-14, 14)
    inner.push([x, horizon - c.H * (0.05 + 0.45 * t ** 1.1)])
  }
  const rockC = lit(c.pal, colour)
  const face: Pt[] = inner.map(([x], i): Pt => [x, horizon + (((c.H - horizon) * i) / 10) * 0.5])
  c.add(el('path', { d: linePath([[edge, -10], ...inner.slice().reverse(), [inner[0][0], horizon], ...face.slice(1), [edge, c.H]], true), fill: c.linear([[0, rockC], [1, shade(rockC, -0.25)]], 0, 0, side === 'left' ? 1 : -1, 0.5) }))
  let strata = ''
  for (let k = 1; k < 9; k++) strata += linePath(inner.map(([x, y], i): Pt => [x, y + ((face[i][1] - y) * k) / 9]))
  c.add(el('path', { d: strata, stroke: shade(rockC, -0.3), 'stroke-width': 3, fill: 'none', opacity: 0.35 }))
}

export const wadi: Scene = {
  moods: ['day', 'mist', 'dawn', 'dusk'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.5
    backdrop(c, horizon, { clouds: 1 })
    const vx = c.W * rng.range(0.4, 0.6)
    ridge(c, { y: horizon, amp: c.H * 0.12, scale: 300, color: far(pal, ROCK.light, 0.5) })
    const floor = pal.mood === 'mist' ? KHAREEF.mid : '#b7a57c'
    c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: lit(pal, floor) }))
    stream(c, vx, horizon, c.W * rng.range(0.35, 0.65), 420)
    canyonWall(c, 'left', vx, horizon, mix(ROCK.light, '#c7a682', 0.5))
    canyonWall(c, 'right', vx, horizon, ROCK.light)
    if (pal.mood === 'mist') fogBank(c, horizon - c.H * 0.05, c.H * 0.15, 0.85)
    for (let i = 0; i < 4; i++) {
      const x = c.W * (i < 2 ? rng.range(0.1, 0.35) : rng.range(0.65, 0.9))
      palm(c, x, c.H * rng.range(0.8, 1), rng.range(260, 420), rng.range(-70, 70))
    }
    rocks(c, 12, 0, c.W, c.H * 0.93, lit(pal, ROCK.light), 30)
    grass(c, 20, 0, c.W, c.H * 0.9, lit(pal, KHAREEF.grass), 24)
  },
}

export const cave: Scene = {
  moods: ['day', 'mist', 'dawn', 'day'],
  draw(c) {
    const { rng, pal } = c
    backdrop(c, c.H * 0.35, { clouds: 1 })
    const rock = lit(pal, mix(ROCK.light, '#c9b08c', 0.4))
    const wall = ridge(c, { y: c.H * 0.2, amp: c.H * 0.12, scale: 260, color: rock, foot: shade(rock, -0.3), octaves: 3 })
    void wall
    let strata = ''
    for (let y = c.H * 0.3; y < c.H; y += 42) strata += `M0 ${y + rng.range(-10, 10)}Q${c.W / 2} ${y + rng.range(-30, 30)} ${c.W} ${y}`
    c.add(el('path', { d: strata, stroke: shade(rock, -0.25), 'stroke-width': 4, fill: 'none', opacity: 0.35 }))
    const cx = c.W * rng.range(0.35, 0.65)
    const w = c.W * rng.range(0.28, 0.38)
    const top = c.H * 0.38
    const bottom = c.H * 0.86
    const mouth = `M${cx - w / 2} ${bottom}C${cx - w * 0.55} ${top + 60} ${cx - w * 0.25} ${top} ${cx} ${top}C${cx + w * 0.3} ${top} ${cx + w * 0.58} ${top + 80} ${cx + w / 2} ${bottom}Z`
    c.add(el('path', { d: mouth, fill: c.radial([[0, '#1a140f'], [0.7, '#2e241b'], [1, shade(rock, -0.5)]], 0.5, 0.7, 0.7) }))
    const inner = `M${cx - w * 0.3} ${bottom}C${cx - w * 0.32} ${top + 120} ${cx - w * 0.12} ${top + 60} ${cx + w * 0.02} ${top + 60}C${cx + w * 0.2} ${top + 60} ${cx + w * 0.36} ${top + 130} ${cx + w * 0.3} ${bottom}Z`
    c.add(el('path', { d: inner, fill: '#120d09', opacity: 0.7 }))
    const moss = lit(pal, KHAREEF.mid)
    let vines = ''
    for (let i = 0; i < 14; i++) {
      const t = i / 13
      const a = Math.PI * (1 - t)
      const x = cx + Math.cos(a) * w * 0.48
      const y = top + (1 - Math.sin(a)) * c.H * 0.2 - 6
      vines += `M${x} ${y}q${rng.range(-8, 8)} ${rng.range(30, 90) * (0.4 + Math.sin(a))} ${rng.range(-6, 6)} ${rng.range(60, 140) * (0.3 + Math.sin(a))}`
    }
    c.add(el('path', { d: vines, stroke: moss, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' }))
    const ground = lit(pal, pal.mood === 'mist' ? KHAREEF.near : '#a89470')
    const floor = ridge(c, { y: c.H * 0.9, amp: 30, scale: 400, color: ground, octaves: 2 })
    for (let i = 0; i < 6; i++) bush(c, rng.range(0, c.W), yAt(floor, rng.range(0, c.W)) + 30, rng.range(60, 110), pal.mood === 'mist' ? KHAREEF.mid : '#7d9a52')
    figure(c, cx + rng.range(-w * 0.2, w * 0.2), bottom + 20, 1.4, '#f4f1ea')
    figure(c, cx + w * 0.3, bottom + 30, 1.5, '#2d2b3a', '#2d2b3a')
  },
}

export const baobab: Scene = {
  moods: ['mist', 'day', 'dawn', 'mist'],
  draw(c) {
    const { rng, pal } = c
    backdrop(c, c.H * 0.5)
    khareefHills(c, c.H * 0.42, c.H * 0.55, 2)
    const land = ridge(c, { y: c.H * 0.72, amp: 30, scale: 600, color: lit(pal, KHAREEF.grass), octaves: 2 })
    grass(c, 50, 0, c.W, c.H * 0.88, lit(pal, shade(KHAREEF.grass, -0.2)), 30)
    const n = rng.int(2, 3)
    for (let i = 0; i < n; i++) {
      const x = c.W * ((i + rng.range(0.25, 0.75)) / n)
      const s = i === 1 ? rng.range(480, 560) : rng.range(300, 420)
      baobabTree(c, x, yAt(land, x) + (i === 1 ? 140 : 60), s, pal.mood !== 'dawn')
    }
    if (rng.chance(0.5)) acacia(c, c.W * rng.range(0.05, 0.95), c.H * 0.8, 220)
    if (pal.mood === 'mist') fogBank(c, c.H * 0.6, c.H * 0.1, 0.6)
  },
}
