/** The interior: Empty Quarter dunes by day and under the stars, camels and the frankincense land. */
import { far, lit, mix, shade } from '../palette'
import { dunes, ridge, rocks, yAt } from '../shapes/land'
import { acacia, frankincense as frankincenseTree } from '../shapes/flora'
import { camel, figure } from '../shapes/creatures'
import { tent } from '../shapes/buildings'
import { birds } from '../shapes/sky'
import { el, type Canvas, type Pt, type Scene } from '../svg'
import { ROCK, SAND, backdrop } from './common'

/** Three or four rows of dunes from the horizon down; returns the nearest crest. */
function duneField(c: Canvas, horizon: number, rows = 4): Pt[] {
  const { pal } = c
  let crest: Pt[] = []
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1)
    const depth = (1 - t) * 0.55
    const light = far(pal, mix(SAND.light, '#f2b36c', t * 0.6), depth)
    const dark = far(pal, mix(SAND.dark, '#b0663a', t * 0.5), depth)
    const y = horizon + (c.H - horizon) * (0.12 + 0.42 * t)
    const next = i === rows - 1 ? c.H + 5 : horizon + (c.H - horizon) * (0.12 + (0.42 * (i + 1)) / (rows - 1))
    crest = dunes(c, y, c.H * (0.07 + 0.12 * t), light, dark, 450 + 250 * t, next)
  }
  return crest
}

/** Wind ripples: fine curved lines on the sand near the bottom. */
function ripples(c: Canvas, y0: number, colour: string): void {
  let d = ''
  for (let i = 0; i < 14; i++) {
    const y = y0 + ((c.H - y0) * i) / 14 + c.rng.range(-8, 8)
    const x = c.rng.range(-100, c.W * 0.6)
    const w = c.rng.range(300, 700)
    d += `M${x} ${y}q${w / 2} ${-c.rng.range(10, 30)} ${w} 0`
  }
  c.add(el('path', { d, stroke: colour, 'stroke-width': 2.5, fill: 'none', opacity: 0.45 }))
}

/** A caravan walking along a crest. */
function caravan(c: Canvas, crest: Pt[], x: number, count: number, s: number, left: boolean): void {
  for (let i = 0; i < count; i++) {
    const cx = x + (left ? 1 : -1) * i * 120 * s
    camel(c, cx, yAt(crest, cx) + 4 * s, s, c.rng.pick(['#b98a56', '#a47444', '#c9a06a']), left)
  }
}

export const desertDunes: Scene = {
  moods: ['day', 'dusk', 'dawn', 'day'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.5
    backdrop(c, horizon, { clouds: rng.int(0, 2) })
    const crest = duneField(c, horizon, 4)
    ripples(c, c.H * 0.82, shade(lit(c.pal, SAND.dark), -0.1))
    if (rng.chance(0.6)) caravan(c, crest, c.W * rng.range(0.2, 0.5), rng.int(3, 5), 0.9, rng.chance(0.5))
  },
}

export const desertStars: Scene = {
  moods: ['night'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.62
    backdrop(c, horizon, { clouds: 0, sunX: c.W * rng.range(0.6, 0.9), sunY: c.H * 0.15 })
    const band = c.radial([[0, '#c9c6ff', 0.35], [0.5, '#8f94d8', 0.15], [1, '#8f94d8', 0]])
    const angle = rng.range(-35, -15)
    c.add(el('ellipse', { cx: c.W / 2, cy: c.H * 0.3, rx: c.W * 0.7, ry: c.H * 0.13, fill: band, transform: `rotate(${angle} ${c.W / 2} ${c.H * 0.3})` }))
    let dust = ''
    for (let i = 0; i < 260; i++) {
      const u = rng.range(-1, 1)
      const v = rng.range(-1, 1) * rng.float()
      const a = (angle * Math.PI) / 180
      const x = c.W / 2 + u * c.W * 0.7 * Math.cos(a) - v * c.H * 0.13 * Math.sin(a)
      const y = c.H * 0.3 + u * c.W * 0.7 * Math.sin(a) + v * c.H * 0.13 * Math.cos(a)
      dust += el('circle', { cx: x, cy: y, r: rng.range(0.6, 1.6), fill: '#ffffff', opacity: rng.range(0.3, 0.9) })
    }
    c.add(dust)
    const crest = duneField(c, horizon, 3)
    const tx = c.W * rng.range(0.2, 0.8)
    const ty = yAt(crest, tx) + 80
    c.add(el('ellipse', { cx: tx, cy: ty, rx: 260, ry: 90, fill: c.radial([[0, '#ffb347', 0.6], [1, '#ffb347', 0]]) }))
    tent(c, tx, ty, 110, '#6b3f2a')
    c.add(el('path', { d: `M${tx + 160} ${ty}q12 -40 20 -50q6 26 18 50z`, fill: '#ffb347' }))
    camel(c, tx - 260, ty + 10, 1.3, '#3b2d3a', rng.chance(0.5))
  },
}

export const camels: Scene = {
  moods: ['day', 'dawn', 'dusk', 'mist'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.55
    backdrop(c, horizon)
    const green = pal.mood === 'mist'
    ridge(c, { y: horizon, amp: c.H * 0.12, scale: 400, color: far(pal, green ? '#7fa77a' : ROCK.light, 0.45) })
    const ground = green ? '#7ab35a' : SAND.light
    const land = ridge(c, { y: c.H * 0.7, amp: 30, scale: 700, color: lit(pal, ground), foot: lit(pal, shade(ground, -0.12)), octaves: 2 })
    if (!green) rocks(c, 10, 0, c.W, c.H * 0.86, lit(pal, ROCK.light), 20)
    acacia(c, c.W * rng.range(0.05, 0.3), yAt(land, c.W * 0.2) + 30, 300)
    const n = rng.int(3, 5)
    const left = rng.chance(0.5)
    for (let i = 0; i < n; i++) {
      const t = i / n
      camel(c, c.W * (0.25 + 0.6 * t) + rng.range(-40, 40), c.H * (0.8 + rng.range(0, 0.12)), rng.range(2.2, 2.9), rng.pick(['#b98a56', '#a47444', '#d2b48c', '#7a5436']), left)
    }
    figure(c, c.W * rng.range(0.1, 0.9), c.H * 0.95, 1.7, '#f4f1ea', '#c43b3b')
    birds(c, 3, c.W * 0.7, c.H * 0.2, 100)
  },
}

export const frankincense: Scene = {
  moods: ['day', 'dawn', 'dusk', 'day'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.55
    backdrop(c, horizon)
    ridge(c, { y: horizon, amp: c.H * 0.15, scale: 350, color: far(pal, '#b79a78', 0.45), ridged: true })
    const land = ridge(c, { y: c.H * 0.66, amp: 40, scale: 600, color: lit(pal, '#d8c29a'), foot: lit(pal, '#c2a77c'), octaves: 3 })
    rocks(c, 24, 0, c.W, c.H * 0.85, lit(pal, '#b8a07c'), 24)
    for (let i = 0; i < 3; i++) {
      const x = c.W * rng.range(0.05, 0.95)
      frankincenseTree(c, x, yAt(land, x) + 20, rng.range(160, 240))
    }
    const main = c.W * rng.range(0.35, 0.65)
    frankincenseTree(c, main, c.H * 0.94, rng.range(560, 680))
  },
}
