/** Land-use pictures: outdoor sports in the khareef hills and a coconut and banana plantation. */
import { far, lit, mix } from '../palette'
import { grass, ridge } from '../shapes/land'
import { banana, palm } from '../shapes/flora'
import { cyclist, paraglider, runner } from '../shapes/creatures'
import { el, type Scene } from '../svg'
import { KHAREEF, SAND, backdrop, khareefHills } from './common'

export const sports: Scene = {
  moods: ['day', 'mist', 'dawn', 'day'],
  draw(c) {
    const { rng, pal } = c
    backdrop(c, c.H * 0.5)
    const near = khareefHills(c, c.H * 0.45, c.H * 0.72, 3)
    void near
    const kind = rng.int(0, 2)
    const colours = ['#e74c3c', '#f1c40f', '#3498db', '#9b59b6', '#1abc9c']
    for (let i = 0; i < 3; i++) paraglider(c, c.W * rng.range(0.1, 0.9), c.H * rng.range(0.12, 0.35), rng.range(1.2, 2), colours[i])
    c.add(el('path', { d: `M-20 ${c.H * 0.86}Q${c.W / 2} ${c.H * 0.78} ${c.W + 20} ${c.H * 0.88}V${c.H}H-20Z`, fill: lit(pal, '#55555c') }))
    c.add(el('path', { d: `M-20 ${c.H * 0.9}Q${c.W / 2} ${c.H * 0.82} ${c.W + 20} ${c.H * 0.92}`, stroke: '#ffffff', 'stroke-width': 4, 'stroke-dasharray': '30 30', fill: 'none' }))
    for (let i = 0; i < 3; i++) {
      const x = c.W * (0.2 + i * 0.25) + rng.range(-40, 40)
      if (kind === 1) runner(c, x, c.H * 0.9, 1.8, colours[(i + 2) % 5])
      else cyclist(c, x, c.H * 0.9, 1.5, colours[(i + 2) % 5])
    }
    grass(c, 20, 0, c.W, c.H * 0.76, lit(pal, KHAREEF.grass), 20)
  },
}

export const coconutFarm: Scene = {
  moods: ['day', 'dawn', 'mist', 'dusk'],
  draw(c) {
    const { rng, pal } = c
    const horizon = c.H * 0.5
    backdrop(c, horizon)
    ridge(c, { y: horizon, amp: c.H * 0.1, scale: 400, color: far(pal, KHAREEF.far, 0.45) })
    c.add(el('rect', { x: 0, y: horizon, width: c.W, height: c.H - horizon, fill: lit(pal, mix(KHAREEF.grass, SAND.light, 0.3)) }))
    c.add(el('path', { d: `M${c.W * 0.48} ${horizon}L${c.W * 0.52} ${horizon}L${c.W * 0.7} ${c.H}L${c.W * 0.3} ${c.H}Z`, fill: lit(pal, SAND.light) }))
    for (let row = 0; row < 4; row++) {
      const t = row / 3
      const y = horizon + (c.H - horizon) * (0.1 + 0.3 * t ** 1.5)
      const h = 150 + 330 * t
      for (const side of [-1, 1]) {
        const x = c.W / 2 + side * (c.W * (0.1 + 0.35 * t))
        palm(c, x, y, h, side * rng.range(10, 50))
        if (row > 0) banana(c, x + side * 120 * (1 + t), y + 20, 120 + 120 * t)
      }
    }
    const sx = c.W * 0.5
    c.add(el('rect', { x: sx - 90, y: c.H * 0.8, width: 180, height: 70, fill: lit(pal, '#8a5a34') }))
    for (let i = 0; i < 6; i++) c.add(el('circle', { cx: sx - 70 + i * 28, cy: c.H * 0.79, r: 16, fill: lit(pal, '#6b8e23') }))
  },
}
