/** Khareef nature: green mountains in fog, misty woodland, waterfalls, springs, meadows, mountain roads. */
import { far, lit, mix, shade } from '../palette'
import { blobPath, fogBand, fogBank, grass, puffs, ridge, rocks, yAt } from '../shapes/land'
import { banana, leafyTree, palm } from '../shapes/flora'
import { cow, camel } from '../shapes/creatures'
import { waterfall } from '../shapes/water'
import { birds } from '../shapes/sky'
import { truck } from '../shapes/works'
import { el, ribbon, type Pt, type Scene } from '../svg'
import { KHAREEF, ROCK, backdrop, khareefHills, treesOn } from './common'

export const khareefMountains: Scene = {
  moods: ['mist', 'day', 'mist', 'dawn'],
  draw(c) {
    backdrop(c, c.H * 0.5)
    const near = khareefHills(c, c.H * 0.45, c.H * 0.86, 3)
    grass(c, 30, 0, c.W, yAt(near, c.W / 2) + 120, lit(c.pal, KHAREEF.grass), 22)
    if (c.pal.mood !== 'mist') birds(c, 5, c.W * c.rng.range(0.2, 0.8), c.H * 0.22, 120)
    fogBand(c, c.H * 0.98, c.H * 0.14, 0.55)
  },
}

export const fogForest: Scene = {
  moods: ['mist', 'mist', 'dawn', 'day'],
  draw(c) {
    const { pal, rng } = c
    backdrop(c, c.H * 0.5, { clouds: 0 })
    const rows = 4
    for (let r = 0; r < rows; r++) {
      const t = r / (rows - 1)
      const depth = (1 - t) * 0.8
      const y = c.H * (0.5 + 0.16 * r)
      const ground = ridge(c, { y, amp: 50, scale: 400, color: far(pal, KHAREEF.near, depth), octaves: 2 })
      const count = 16 - r * 3
      for (let i = 0; i < count; i++) {
        const x = ((i + rng.range(0, 1)) / count) * c.W
        const s = (160 + 260 * t) * rng.range(0.8, 1.25)
        leafyTree(c, x, yAt(ground, x) + 20 + t * 60, s, mix(lit(pal, rng.pick(['#4f8a3c', '#5f9946', '#3f7a35'])), pal.haze, depth))
      }
      if (r < rows - 1) fogBank(c, y + 30, c.H * 0.16, r === 0 ? 0.9 : 0.7)
    }
    grass(c, 40, 0, c.W, c.H * 0.97, lit(pal, KHAREEF.grass), 26)
  },
}

export const waterfallScene: Scene = {
  moods: ['mist', 'day', 'mist', 'dawn'],
  draw(c) {
    const { pal, rng } = c
    backdrop(c, c.H * 0.4)
    khareefHills(c, c.H * 0.3, c.H * 0.36, 2)
    const lip = c.H * 0.4
    const base = c.H * 0.76
    const rock = lit(pal, '#c7b79a')
    const cliff = ridge(c, { y: lip, amp: 30, scale: 300, color: rock, foot: shade(rock, -0.25), octaves: 2, bottom: base })
    let strata = ''
    for (let i = 0; i < 8; i++) strata += `M0 ${lip + 40 + i * 32}Q${c.W / 2} ${lip + 20 + i * 34} ${c.W} ${lip + 46 + i * 31}`
    c.add(el('path', { d: strata, stroke: shade(rock, -0.15), 'stroke-width': 3, fill: 'none', opacity: 0.5 }))
    const moss = lit(pal, KHAREEF.mid)
    ridge(c, { y: lip - 18, amp: 26, scale: 160, color: moss, foot: moss, octaves: 3, bottom: lip + 24 })
    let drips = ''
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, c.W)
      const y = yAt(cliff, x) + 10
      const w = rng.range(8, 22)
      const h = rng.range(20, 70)
      drips += el('path', { d: `M${x - w} ${y}Q${x - w} ${y + h} ${x} ${y + h}Q${x + w} ${y + h} ${x + w} ${y}Z`, fill: shade(moss, rng.range(-0.2, 0)) })
    }
    c.add(drips)
    treesOn(c, cliff.map(([x, y]): Pt => [x, y - 20]), 12, 80, 0.05)
    const falls = rng.int(1, 3)
    for (let i = 0; i < falls; i++) {
      const x = c.W * (falls === 1 ? 0.5 : 0.3 + (0.4 * i) / (falls - 1)) + rng.range(-40, 40)
      waterfall(c, x, yAt(cliff, x) - 10, base, rng.range(70, 140))
    }
    c.add(el('rect', { x: 0, y: base, width: c.W, height: c.H - base, fill: c.linear([[0, shade(pal.sea[1], 0.1)], [1, pal.sea[0]]]) }))
    puffs(c, base, 50, 7, 0.75, '#ffffff')
    ridge(c, { y: c.H * 0.98, amp: c.H * 0.18, scale: 260, color: lit(pal, KHAREEF.near), x0: -20, x1: c.W * 0.28 })
    ridge(c, { y: c.H * 0.98, amp: c.H * 0.15, scale: 260, color: lit(pal, KHAREEF.near), x0: c.W * 0.74, x1: c.W + 20 })
    for (const x of [c.W * 0.06, c.W * 0.18, c.W * 0.86, c.W * 0.95]) leafyTree(c, x, c.H * 0.98, rng.range(220, 300))
    if (pal.mood === 'mist') fogBank(c, c.H * 0.3, c.H * 0.16, 0.8)
  },
}

export const springPool: Scene = {
  moods: ['day', 'mist', 'dawn', 'day'],
  draw(c) {
    const { pal, rng } = c
    backdrop(c, c.H * 0.45)
    khareefHills(c, c.H * 0.36, c.H * 0.5, 2)
    const cx = c.W * rng.range(0.42, 0.58)
    const cy = c.H * 0.78
    const rock = lit(pal, ROCK.light)
    const back = cy - c.H * 0.12
    ridge(c, { y: back, amp: 60, scale: 160, color: rock, foot: shade(rock, -0.25), x0: cx - c.W * 0.32, x1: cx + c.W * 0.32, bottom: cy, shape: (x) => c.H * 0.1 * (1 - ((x - cx) / (c.W * 0.32)) ** 2) })
    const fx = cx + rng.range(-150, 150)
    waterfall(c, fx, back - c.H * 0.14, cy - 10, 70)
    c.add(el('path', { d: blobPath(c, cx, cy, c.W * 0.4, c.H * 0.13, 0.08, 12), fill: shade(rock, -0.1) }))
    c.add(el('path', { d: blobPath(c, cx, cy + 8, c.W * 0.37, c.H * 0.11, 0.08, 12), fill: c.linear([[0, pal.sea[0]], [1, shade(pal.sea[1], 0.2)]]) }))
    let ripples = ''
    for (let i = 0; i < 6; i++) ripples += el('ellipse', { cx: cx + rng.range(-300, 300), cy: cy + rng.range(-20, 50), rx: rng.range(40, 120), ry: rng.range(5, 10), fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.45 })
    c.add(ripples)
    rocks(c, 8, cx - c.W * 0.4, cx + c.W * 0.4, cy + c.H * 0.12, rock, 34)
    for (let i = 0; i < 5; i++) {
      const x = (i % 2 ? rng.range(0, 0.2) : rng.range(0.8, 1)) * c.W
      palm(c, x, c.H * rng.range(0.85, 1.02), rng.range(330, 480), rng.range(-60, 60))
    }
    banana(c, c.W * 0.18, c.H * 1.02, 260)
    banana(c, c.W * 0.84, c.H * 1.02, 230)
  },
}

export const cattleMeadow: Scene = {
  moods: ['mist', 'day', 'dawn', 'mist'],
  draw(c) {
    const { pal, rng } = c
    backdrop(c, c.H * 0.45)
    khareefHills(c, c.H * 0.36, c.H * 0.52, 2)
    ridge(c, { y: c.H * 0.66, amp: 40, scale: 700, color: lit(pal, KHAREEF.grass), octaves: 2 })
    grass(c, 60, 0, c.W, c.H * 0.85, lit(pal, shade(KHAREEF.grass, -0.15)), 40)
    const herd = rng.int(4, 7)
    const colours = ['#6b4630', '#2f2620', '#a0643a', '#f1ece2', '#4a3426']
    for (let i = 0; i < herd; i++) {
      const t = rng.float()
      cow(c, rng.range(0.05, 0.95) * c.W, c.H * (0.7 + 0.25 * t), 1.2 + t * 1.6, rng.pick(colours), rng.chance(0.5))
    }
    if (rng.chance(0.5)) camel(c, c.W * rng.range(0.1, 0.9), c.H * 0.72, 1.3, '#b98a56', rng.chance(0.5))
    if (pal.mood === 'mist') fogBand(c, c.H * 0.6, c.H * 0.12, 0.6)
  },
}

export const mountainRoad: Scene = {
  moods: ['day', 'mist', 'dusk', 'dawn'],
  draw(c) {
    const { pal, rng } = c
    backdrop(c, c.H * 0.45)
    ridge(c, { y: c.H * 0.42, amp: c.H * 0.25, scale: 500, color: far(pal, ROCK.light, 0.45), ridged: true })
    const green = pal.mood === 'mist' || rng.chance(0.5)
    const land = green ? KHAREEF.mid : '#a88f6a'
    ridge(c, { y: c.H * 0.6, amp: c.H * 0.2, scale: 380, color: far(pal, land, 0.2), ridged: true })
    if (pal.mood === 'mist') fogBank(c, c.H * 0.5, c.H * 0.12)
    const ground = ridge(c, { y: c.H * 0.72, amp: 60, scale: 600, color: lit(pal, green ? KHAREEF.near : '#b49a70'), octaves: 2 })
    const centre: Pt[] = []
    const top = yAt(ground, c.W * 0.6) + 10
    for (let i = 0; i <= 24; i++) {
      const t = i / 24
      centre.push([c.W * (0.6 + 0.28 * Math.sin(t * Math.PI * 2.2 + 0.5) * t), top + (c.H + 40 - top) * t ** 1.3])
    }
    const road = lit(pal, '#4a4a50')
    c.add(el('path', { d: ribbon(centre, (t) => 6 + 180 * t * t), fill: road }))
    c.add(el('path', { d: ribbon(centre, (t) => 1 + 8 * t * t, (t) => 1 + 8 * t * t), fill: '#f1d36b', 'stroke-dasharray': '20 20' }))
    if (green) treesOn(c, ground, 10, 120, 0)
    truck(c, centre[14][0] - 60, centre[14][1] + 10, 110, rng.pick(['#c0392b', '#2e86c1', '#f1f1f1']))
  },
}
