/** A friendly head-and-shoulders portrait silhouette (kumma cap, massar turban or hijab) on a coloured ground. */
import { shade } from '../palette'
import { el, type Canvas, type Scene } from '../svg'

export const BACKGROUNDS = ['#2e86c1', '#16a085', '#8e44ad', '#c0392b', '#d68910', '#1f618d', '#117a65', '#6c3483', '#b9770e', '#34495e']
const SKIN = ['#c68a5e', '#a8744f', '#8d5a3b', '#d9a27a', '#b57d55']

/** Soft background with two big translucent circles. */
export function softBackground(c: Canvas, colour: string): void {
  c.add(el('rect', { x: 0, y: 0, width: c.W, height: c.H, fill: c.linear([[0, shade(colour, 0.15)], [1, shade(colour, -0.1)]], 0, 0, 1, 1) }))
  c.add(el('circle', { cx: c.W * c.rng.range(0, 0.3), cy: c.H * c.rng.range(0, 0.4), r: c.H * 0.5, fill: '#ffffff', opacity: 0.08 }))
  c.add(el('circle', { cx: c.W * c.rng.range(0.7, 1), cy: c.H * c.rng.range(0.6, 1), r: c.H * 0.6, fill: '#ffffff', opacity: 0.06 }))
}

export const person: Scene = {
  moods: ['day'],
  draw(c) {
    const { rng } = c
    const bg = BACKGROUNDS[(c.variant * 3 + rng.int(0, 2)) % BACKGROUNDS.length]
    softBackground(c, bg)
    const headwear = (['kumma', 'massar', 'hijab'] as const)[c.variant % 3]
    const skin = rng.pick(SKIN)
    const cx = c.W / 2
    const r = c.H * 0.15
    const hy = c.H * 0.43
    const robe = headwear === 'hijab' ? rng.pick(['#2c2a3a', '#4a2c3a', '#1f3a4a', '#3a3a3a']) : rng.pick(['#ffffff', '#f2efe6', '#e8e4da', '#dfe6ea'])
    const shoulders = `M${cx - r * 3} ${c.H + 5}C${cx - r * 3} ${c.H * 0.72} ${cx - r * 1.9} ${c.H * 0.66} ${cx - r * 0.9} ${c.H * 0.64}H${cx + r * 0.9}C${cx + r * 1.9} ${c.H * 0.66} ${cx + r * 3} ${c.H * 0.72} ${cx + r * 3} ${c.H + 5}Z`
    const scarf = headwear === 'hijab' ? rng.pick(['#7b2d43', '#1f4e79', '#c9a27e', '#5a6b4a', '#e3b7c0', '#3c3c58']) : ''
    if (headwear === 'hijab') c.add(el('path', { d: `M${cx} ${hy - r * 1.3}C${cx + r * 1.6} ${hy - r * 1.3} ${cx + r * 1.55} ${hy + r * 0.6} ${cx + r * 1.7} ${c.H * 0.75}H${cx - r * 1.7}C${cx - r * 1.55} ${hy + r * 0.6} ${cx - r * 1.6} ${hy - r * 1.3} ${cx} ${hy - r * 1.3}Z`, fill: shade(scarf, -0.1) }))
    c.add(el('path', { d: shoulders, fill: robe }))
    c.add(el('rect', { x: cx - r * 0.42, y: hy + r * 0.5, width: r * 0.84, height: r * 1.1, fill: shade(skin, -0.12) }))
    if (headwear !== 'hijab') {
      c.add(el('path', { d: `M${cx - r * 0.6} ${c.H * 0.64}Q${cx} ${c.H * 0.74} ${cx + r * 0.6} ${c.H * 0.64}`, fill: 'none', stroke: shade(robe, -0.12), 'stroke-width': 6 }))
      c.add(el('path', { d: `M${cx} ${c.H * 0.69}V${c.H * 0.86}`, stroke: shade(robe, -0.2), 'stroke-width': 5 }))
      c.add(el('ellipse', { cx, cy: c.H * 0.88, rx: 9, ry: 16, fill: shade(robe, -0.22) }))
      for (const s of [-1, 1]) c.add(el('ellipse', { cx: cx + s * r * 0.98, cy: hy + r * 0.05, rx: r * 0.16, ry: r * 0.26, fill: shade(skin, -0.05) }))
    }
    c.add(el('ellipse', { cx, cy: hy, rx: r * 0.9, ry: r * 1.1, fill: skin }))
    c.add(el('path', { d: `M${cx + r * 0.2} ${hy - r * 1.05}A${r * 0.9} ${r * 1.1} 0 0 1 ${cx + r * 0.9} ${hy}A${r * 0.9} ${r * 1.1} 0 0 1 ${cx + r * 0.2} ${hy + r * 1.05}Q${cx + r * 0.7} ${hy} ${cx + r * 0.2} ${hy - r * 1.05}Z`, fill: shade(skin, -0.08) }))
    if (headwear === 'kumma') {
      const cap = rng.pick(['#ffffff', '#f6f1e4', '#eef2f5'])
      const thread = rng.pick(['#8e44ad', '#c0392b', '#1f618d', '#b9770e', '#117a65'])
      c.add(el('path', { d: `M${cx - r * 0.95} ${hy - r * 0.35}C${cx - r * 1.0} ${hy - r * 1.35} ${cx + r * 1.0} ${hy - r * 1.35} ${cx + r * 0.95} ${hy - r * 0.35}Q${cx} ${hy - r * 0.5} ${cx - r * 0.95} ${hy - r * 0.35}Z`, fill: cap }))
      let dots = ''
      for (let row = 0; row < 3; row++) for (let i = -4; i <= 4; i++) dots += el('circle', { cx: cx + i * r * 0.19 * (1 - row * 0.18), cy: hy - r * (0.55 + row * 0.2), r: r * 0.045, fill: thread })
      c.add(dots)
    } else if (headwear === 'massar') {
      const cloth = rng.pick(['#f3ece0', '#e9dff0', '#e0ecf3', '#f2e3d5'])
      const pattern = rng.pick(['#7b2d43', '#6c3483', '#1f4e79', '#b9770e'])
      c.add(el('path', { d: `M${cx - r * 1.12} ${hy - r * 0.25}C${cx - r * 1.3} ${hy - r * 1.6} ${cx + r * 1.3} ${hy - r * 1.6} ${cx + r * 1.12} ${hy - r * 0.25}Q${cx} ${hy - r * 0.5} ${cx - r * 1.12} ${hy - r * 0.25}Z`, fill: cloth }))
      let folds = ''
      for (let i = 0; i < 4; i++) folds += `M${cx - r * 1.05} ${hy - r * (0.4 + i * 0.22)}Q${cx} ${hy - r * (0.85 + i * 0.2)} ${cx + r * 1.05} ${hy - r * (0.55 + i * 0.2)}`
      c.add(el('path', { d: folds, stroke: pattern, 'stroke-width': r * 0.07, fill: 'none', 'stroke-dasharray': `${r * 0.12} ${r * 0.08}`, opacity: 0.85 }))
      c.add(el('path', { d: `M${cx + r * 0.6} ${hy - r * 1.05}q${r * 0.4} ${-r * 0.2} ${r * 0.5} ${r * 0.1}q${-r * 0.2} ${r * 0.08} ${-r * 0.5} ${-r * 0.1}z`, fill: shade(cloth, -0.08) }))
    } else {
      c.add(el('path', { d: `M${cx - r * 1.05} ${hy + r * 0.2}C${cx - r * 1.25} ${hy - r * 1.5} ${cx + r * 1.25} ${hy - r * 1.5} ${cx + r * 1.05} ${hy + r * 0.2}C${cx + r * 1.0} ${hy + r * 1.2} ${cx + r * 0.5} ${hy + r * 1.5} ${cx} ${hy + r * 1.55}C${cx - r * 0.5} ${hy + r * 1.5} ${cx - r * 1.0} ${hy + r * 1.2} ${cx - r * 1.05} ${hy + r * 0.2}ZM${cx} ${hy - r * 0.95}C${cx - r * 0.8} ${hy - r * 0.95} ${cx - r * 0.82} ${hy - r * 0.2} ${cx - r * 0.78} ${hy + r * 0.2}C${cx - r * 0.7} ${hy + r * 0.9} ${cx - r * 0.3} ${hy + r * 1.1} ${cx} ${hy + r * 1.12}C${cx + r * 0.3} ${hy + r * 1.1} ${cx + r * 0.7} ${hy + r * 0.9} ${cx + r * 0.78} ${hy + r * 0.2}C${cx + r * 0.82} ${hy - r * 0.2} ${cx + r * 0.8} ${hy - r * 0.95} ${cx} ${hy - r * 0.95}Z`, fill: scarf, 'fill-rule': 'evenodd' }))
      c.add(el('path', { d: `M${cx - r * 1.0} ${hy + r * 1.0}Q${cx} ${hy + r * 2.0} ${cx + r * 1.0} ${hy + r * 1.0}L${cx + r * 1.4} ${c.H * 0.78}H${cx - r * 1.4}Z`, fill: scarf }))
    }
  },
}
