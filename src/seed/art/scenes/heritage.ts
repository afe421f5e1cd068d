/** Heritage and towns: forts, ruins, Salalah's skyline, mosques, the souq and the Khareef festival. */
import { far, lit, mix, shade } from '../palette'
import { grass, ridge, rocks } from '../shapes/land'
import { palm } from '../shapes/flora'
import { fort as fortShape, houses, mosque as mosqueShape, stall, tent } from '../shapes/buildings'
import { crowd } from '../shapes/creatures'
import { sea } from '../shapes/water'
import { birds } from '../shapes/sky'
import { el, type Canvas, type Scene } from '../svg'
import { KHAREEF, ROCK, SAND, backdrop } from './common'

/** Far hills and a flat ground plane at `ground`. */
function townGround(c: Canvas, horizon: number, ground: string): void {
  ridge(c, { y: horizon, amp: c.H * 0.12, scale: 420, color: far(c.pal, c.pal.mood === 'mist' ? KHAREEF.far : '#a8937a', 0.5) })
  c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: c.linear([[0, lit(c.pal, ground)], [1, shade(lit(c.pal, ground), -0.12)]]) }))
}

/** A string of lantern lights between two points, sagging. */
function lights(c: Canvas, x0: number, y0: number, x1: number, y1: number): void {
  const sag = 60
  c.add(el('path', { d: `M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`, stroke: '#3a3030', 'stroke-width': 2, fill: 'none' }))
  const colours = ['#ffd36b', '#ff7a59', '#7fd1ff', '#b4ff8a', '#ff9ad5']
  for (let i = 1; i < 12; i++) {
    const t = i / 12
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1
    const col = colours[i % colours.length]
    if (c.pal.lit) c.add(el('circle', { cx: x, cy: y + 8, r: 18, fill: col, opacity: 0.25 }))
    c.add(el('circle', { cx: x, cy: y + 8, r: 7, fill: col }))
  }
}

export const fort: Scene = {
  moods: ['day', 'dusk', 'dawn', 'night'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.62
    backdrop(c, horizon)
    townGround(c, horizon, SAND.light)
    const x = c.W * rng.range(0.4, 0.6)
    fortShape(c, x, c.H * 0.8, c.H * rng.range(0.22, 0.28))
    for (let i = 0; i < 4; i++) palm(c, rng.chance(0.5) ? c.W * rng.range(0, 0.2) : c.W * rng.range(0.8, 1), c.H * rng.range(0.84, 0.98), rng.range(260, 400), rng.range(-60, 60))
    rocks(c, 8, 0, c.W, c.H * 0.92, lit(c.pal, ROCK.light), 18)
    birds(c, 4, x, c.H * 0.18, 160)
  },
}

export const ruins: Scene = {
  moods: ['day', 'dawn', 'dusk', 'day'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.5
    backdrop(c, horizon)
    if (rng.chance(0.5)) sea(c, horizon)
    else ridge(c, { y: horizon, amp: c.H * 0.1, scale: 400, color: far(pal, '#a8937a', 0.5) })
    c.add(el('rect', { x: 0, y: horizon + 20, width: c.W, height: c.H, fill: c.linear([[0, lit(pal, '#cbb48a')], [1, lit(pal, '#b89c70')]]) }))
    ridge(c, { y: horizon + 30, amp: 16, scale: 500, color: lit(pal, '#cbb48a'), octaves: 2 })
    const top = lit(pal, '#efe2c4')
    const front = lit(pal, '#c9ad80')
    const side = lit(pal, '#a88c62')
    const vx = c.W / 2
    const rows = [0.6, 0.68, 0.78, 0.92].map((t) => c.H * t)
    for (let j = 0; j < rows.length; j++) {
      const y = rows[j]
      const k = (y - horizon) / (c.H - horizon)
      const h = 50 * k + 8
      const t = 12 * k + 3
      let x = rng.range(-200, 0)
      while (x < c.W) {
        const w = rng.range(200, 520) * (0.5 + k)
        if (rng.chance(0.75)) {
          c.add(el('rect', { x, y: y - h, width: w, height: h, fill: front }))
          c.add(el('rect', { x, y: y - h - t, width: w, height: t, fill: top }))
        }
        if (j > 0 && rng.chance(0.7)) {
          const y0 = rows[j - 1]
          const x0 = vx + (x - vx) * ((y0 - horizon) / (y - horizon))
          const h0 = 50 * ((y0 - horizon) / (c.H - horizon)) + 8
          c.add(el('path', { d: `M${x} ${y - h}L${x0} ${y0 - h0}V${y0}L${x} ${y}Z`, fill: x > vx ? side : front }))
          c.add(el('path', { d: `M${x} ${y - h}L${x0} ${y0 - h0}L${x0 + t * 0.6} ${y0 - h0 - t * 0.5}L${x + t} ${y - h - t}Z`, fill: top }))
        }
        x += w + rng.range(60, 200)
      }
    }
    const colY = c.H * rng.range(0.7, 0.74)
    const n = rng.int(4, 7)
    for (let i = 0; i < n; i++) {
      const x = c.W * (0.15 + (0.7 * i) / (n - 1))
      const h = rng.chance(0.3) ? rng.range(60, 120) : rng.range(170, 230)
      c.add(el('ellipse', { cx: x + 20, cy: colY + 4, rx: 50, ry: 10, fill: '#000000', opacity: 0.15 }))
      c.add(el('rect', { x: x - 22, y: colY - h, width: 44, height: h, fill: top }))
      c.add(el('rect', { x: x + 6, y: colY - h, width: 16, height: h, fill: front }))
      c.add(el('rect', { x: x - 30, y: colY - h - 14, width: 60, height: 16, fill: front }))
      c.add(el('rect', { x: x - 30, y: colY - 10, width: 60, height: 12, fill: side }))
    }
    rocks(c, 14, 0, c.W, c.H * 0.95, side, 22)
  },
}

export const city: Scene = {
  moods: ['day', 'dusk', 'night', 'dawn'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.66
    backdrop(c, horizon)
    ridge(c, { y: horizon - 40, amp: c.H * 0.16, scale: 500, color: far(c.pal, c.pal.mood === 'mist' ? KHAREEF.far : '#9a8d7a', 0.5) })
    houses(c, -40, c.W + 40, horizon + 10, 70, 0.35)
    mosqueShape(c, c.W * rng.range(0.3, 0.7), horizon + 40, 90)
    houses(c, -40, c.W + 40, horizon + 90, 110, 0.1)
    c.add(el('rect', { x: 0, y: horizon + 90, width: c.W, height: c.H, fill: lit(c.pal, '#d9d2c4') }))
    c.add(el('rect', { x: 0, y: c.H * 0.86, width: c.W, height: c.H * 0.07, fill: lit(c.pal, KHAREEF.grass) }))
    for (let i = 0; i < 5; i++) palm(c, c.W * ((i + rng.range(0.2, 0.8)) / 5), c.H * 0.9, rng.range(180, 240), rng.range(-30, 30))
    c.add(el('rect', { x: 0, y: c.H * 0.93, width: c.W, height: c.H * 0.07, fill: lit(c.pal, '#5a5a60') }))
    c.add(el('path', { d: `M0 ${c.H * 0.965}H${c.W}`, stroke: '#f1f1f1', 'stroke-width': 4, 'stroke-dasharray': '40 40' }))
  },
}

export const mosque: Scene = {
  moods: ['day', 'dusk', 'night', 'dawn'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.72
    backdrop(c, horizon)
    townGround(c, horizon, '#e6dcc6')
    mosqueShape(c, c.W * rng.range(0.42, 0.58), c.H * 0.8, c.H * rng.range(0.2, 0.24))
    c.add(el('rect', { x: 0, y: c.H * 0.8, width: c.W, height: c.H * 0.2, fill: lit(c.pal, '#efe7d6') }))
    let tiles = ''
    for (let x = 0; x < c.W; x += 80) tiles += `M${x} ${c.H * 0.8}L${c.W / 2 + (x - c.W / 2) * 1.8} ${c.H}`
    c.add(el('path', { d: tiles, stroke: lit(c.pal, '#d9cdb4'), 'stroke-width': 2 }))
    for (const x of [c.W * 0.08, c.W * 0.92]) palm(c, x, c.H * 1.02, rng.range(380, 460), rng.range(-50, 50))
  },
}

export const souq: Scene = {
  moods: ['day', 'dusk', 'night', 'day'],
  draw(c) {
    const { rng } = c
    const horizon = c.H * 0.55
    backdrop(c, horizon, { clouds: 1 })
    houses(c, -40, c.W + 40, c.H * 0.62, 120, 0.15)
    c.add(el('rect', { x: 0, y: c.H * 0.62, width: c.W, height: c.H * 0.38, fill: lit(c.pal, '#d8c7a5') }))
    const colours = ['#c0392b', '#2e86c1', '#27ae60', '#f39c12', '#8e44ad', '#16a085']
    const n = 5
    for (let i = 0; i < n; i++) stall(c, c.W * ((i + 0.5) / n), c.H * 0.82, 260, colours[(i + rng.int(0, 5)) % colours.length])
    lights(c, -20, c.H * 0.2, c.W * 0.5, c.H * 0.24)
    lights(c, c.W * 0.5, c.H * 0.24, c.W + 20, c.H * 0.18)
    crowd(c, 0, c.W, c.H * 0.92, 1.1, 18)
  },
}

export const festival: Scene = {
  moods: ['dusk', 'night', 'mist', 'night'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.6
    backdrop(c, horizon)
    ridge(c, { y: horizon, amp: c.H * 0.12, scale: 420, color: far(pal, KHAREEF.far, 0.4) })
    c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: lit(pal, KHAREEF.near) }))
    grass(c, 20, 0, c.W, c.H * 0.7, lit(pal, KHAREEF.grass), 20)
    if (pal.mood !== 'mist') {
      for (let i = 0; i < 4; i++) {
        const fx = c.W * rng.range(0.1, 0.9)
        const fy = c.H * rng.range(0.12, 0.35)
        const col = rng.pick(['#ffd36b', '#ff7a59', '#7fd1ff', '#ff9ad5'])
        let d = ''
        for (let k = 0; k < 14; k++) {
          const a = (k / 14) * Math.PI * 2
          d += `M${fx + Math.cos(a) * 14} ${fy + Math.sin(a) * 14}L${fx + Math.cos(a) * 70} ${fy + Math.sin(a) * 70}`
        }
        c.add(el('path', { d, stroke: col, 'stroke-width': 4, 'stroke-linecap': 'round' }))
      }
    }
    const colours = ['#c0392b', '#f39c12', '#2e86c1', '#8e44ad', '#27ae60']
    for (let i = 0; i < 5; i++) tent(c, c.W * (0.1 + i * 0.2) + rng.range(-30, 30), c.H * 0.74, rng.range(110, 150), colours[i])
    lights(c, -20, c.H * 0.45, c.W * 0.5, c.H * 0.5)
    lights(c, c.W * 0.5, c.H * 0.5, c.W + 20, c.H * 0.42)
    crowd(c, 0, c.W, c.H * 0.86, 1.2, 30)
    c.add(el('rect', { x: 0, y: 0, width: c.W, height: c.H, fill: mix(pal.glow, '#ffffff', 0.5), opacity: 0.04 }))
  },
}
