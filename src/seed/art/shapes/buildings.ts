/** Buildings: fort, mosque, town houses, tents and market stalls. */
import { lit, mix, shade } from '../palette'
import { el, type Canvas } from '../svg'

/** Omani-style pointed merlons along the top of a wall from x to x + w at height y. */
export function merlons(x: number, y: number, w: number, size: number): string {
  const n = Math.max(2, Math.round(w / (size * 1.6)))
  const step = w / n
  let d = ''
  for (let i = 0; i < n; i++) {
    const mx = x + i * step + step * 0.18
    const mw = step * 0.64
    d += `M${mx} ${y}v${-size * 0.55}l${mw / 2} ${-size * 0.45}l${mw / 2} ${size * 0.45}v${size * 0.55}Z`
  }
  return d
}

/** Window or door with a pointed arch. */
function arch(x: number, y: number, w: number, h: number): string {
  return `M${x} ${y + h}V${y + w * 0.5}Q${x} ${y} ${x + w / 2} ${y - w * 0.25}Q${x + w} ${y} ${x + w} ${y + w * 0.5}V${y + h}Z`
}

function windowColour(c: Canvas): string {
  return c.pal.lit ? '#ffd27a' : '#4a3a2e'
}

/** A mud-brick fort centred on x with its base at y, `s` = wall height. */
export function fort(c: Canvas, x: number, y: number, s: number, wall = '#cfa978'): void {
  const { rng } = c
  const col = lit(c.pal, wall)
  const dark = shade(col, -0.2)
  const w = s * rng.range(3, 3.8)
  const left = x - w / 2
  const win = windowColour(c)
  c.add(el('rect', { x: left, y: y - s, width: w, height: s, fill: col }))
  c.add(el('path', { d: merlons(left, y - s, w, s * 0.16), fill: col }))
  c.add(el('path', { d: arch(x - s * 0.16, y - s * 0.5, s * 0.32, s * 0.5), fill: shade(lit(c.pal, '#6a4126'), -0.1) }))
  const towers: [number, number, number, boolean][] = [
    [left - s * 0.25, s * 0.7, s * 1.55, true],
    [left + w - s * 0.45, s * 0.75, s * 1.75, false],
  ]
  if (rng.chance(0.6)) towers.push([left + w * rng.range(0.3, 0.45), s * 0.62, s * 1.35, false])
  for (const [tx, tw, th, round] of towers) {
    const top = y - th
    if (round) {
      c.add(el('path', { d: `M${tx} ${y}L${tx + tw * 0.06} ${top}H${tx + tw * 0.94}L${tx + tw} ${y}Z`, fill: col }))
      c.add(el('path', { d: `M${tx + tw * 0.6} ${y}L${tx + tw * 0.62} ${top}H${tx + tw * 0.94}L${tx + tw} ${y}Z`, fill: dark, opacity: 0.55 }))
    } else {
      c.add(el('rect', { x: tx, y: top, width: tw, height: th, fill: col }))
      c.add(el('rect', { x: tx + tw * 0.7, y: top, width: tw * 0.3, height: th, fill: dark, opacity: 0.5 }))
    }
    c.add(el('rect', { x: tx - tw * 0.04, y: top - s * 0.06, width: tw * 1.08, height: s * 0.08, fill: shade(col, 0.08) }))
    c.add(el('path', { d: merlons(tx - tw * 0.04, top - s * 0.06, tw * 1.08, s * 0.2), fill: col }))
    for (let k = 0; k < 2; k++) c.add(el('rect', { x: tx + tw * 0.4, y: top + th * (0.2 + k * 0.3), width: tw * 0.14, height: s * 0.14, rx: 3, fill: win }))
  }
  for (let i = 0; i < 4; i++) c.add(el('rect', { x: left + w * (0.15 + i * 0.2), y: y - s * 0.72, width: s * 0.06, height: s * 0.12, fill: win }))
  if (rng.chance(0.7)) {
    const [tx, tw, th] = towers[1]
    const fx = tx + tw / 2
    c.add(el('path', { d: `M${fx} ${y - th - s * 0.06}v${-s * 0.55}`, stroke: '#5a4a3a', 'stroke-width': 3 }))
    c.add(el('path', { d: `M${fx} ${y - th - s * 0.6}h${s * 0.36}v${s * 0.08}h${-s * 0.36}z`, fill: '#ffffff' }))
    c.add(el('path', { d: `M${fx} ${y - th - s * 0.52}h${s * 0.36}v${s * 0.08}h${-s * 0.36}z`, fill: '#d4202a' }))
    c.add(el('path', { d: `M${fx} ${y - th - s * 0.44}h${s * 0.36}v${s * 0.08}h${-s * 0.36}z`, fill: '#1f8a3a' }))
  }
}

/** A mosque centred on x: prayer hall, a big dome on a drum, a minaret with balconies. */
export function mosque(c: Canvas, x: number, y: number, s: number, domeColour?: string): void {
  const { rng } = c
  const wall = lit(c.pal, '#f1ebdd')
  const shadow = shade(wall, -0.15)
  const dome = lit(c.pal, domeColour ?? rng.pick(['#d9b35a', '#f4f1e8', '#3f8f8a']))
  const w = s * 2.6
  c.add(el('rect', { x: x - w / 2, y: y - s * 0.8, width: w, height: s * 0.8, fill: wall }))
  c.add(el('path', { d: merlons(x - w / 2, y - s * 0.8, w, s * 0.09), fill: wall }))
  for (let i = 0; i < 7; i++) c.add(el('path', { d: arch(x - w / 2 + w * (0.06 + i * 0.13), y - s * 0.55, s * 0.16, s * 0.4), fill: c.pal.lit ? '#ffd98a' : shadow }))
  c.add(el('rect', { x: x - s * 0.5, y: y - s * 1.05, width: s, height: s * 0.27, fill: wall }))
  c.add(el('path', { d: `M${x - s * 0.52} ${y - s * 1.05}C${x - s * 0.55} ${y - s * 1.6} ${x - s * 0.1} ${y - s * 1.75} ${x} ${y - s * 1.85}C${x + s * 0.1} ${y - s * 1.75} ${x + s * 0.55} ${y - s * 1.6} ${x + s * 0.52} ${y - s * 1.05}Z`, fill: dome }))
  c.add(el('path', { d: `M${x + s * 0.18} ${y - s * 1.05}C${x + s * 0.3} ${y - s * 1.45} ${x + s * 0.12} ${y - s * 1.7} ${x} ${y - s * 1.85}C${x + s * 0.1} ${y - s * 1.75} ${x + s * 0.55} ${y - s * 1.6} ${x + s * 0.52} ${y - s * 1.05}Z`, fill: shade(dome, -0.15) }))
  c.add(el('path', { d: `M${x} ${y - s * 1.85}v${-s * 0.22}`, stroke: '#c9a24a', 'stroke-width': 4 }))
  c.add(el('circle', { cx: x, cy: y - s * 2.1, r: s * 0.04, fill: '#c9a24a' }))
  const mx = x + (rng.chance(0.5) ? 1 : -1) * w * 0.62
  const mw = s * 0.26
  const mh = s * 2.6
  c.add(el('rect', { x: mx - mw / 2, y: y - mh, width: mw, height: mh, fill: wall }))
  c.add(el('rect', { x: mx + mw * 0.15, y: y - mh, width: mw * 0.35, height: mh, fill: shadow, opacity: 0.6 }))
  for (const k of [0.62, 0.88]) {
    c.add(el('rect', { x: mx - mw * 0.75, y: y - mh * k - s * 0.05, width: mw * 1.5, height: s * 0.09, fill: shade(wall, -0.05) }))
  }
  c.add(el('path', { d: `M${mx - mw * 0.45} ${y - mh}Q${mx - mw * 0.5} ${y - mh - s * 0.35} ${mx} ${y - mh - s * 0.5}Q${mx + mw * 0.5} ${y - mh - s * 0.35} ${mx + mw * 0.45} ${y - mh}Z`, fill: dome }))
  c.add(el('path', { d: `M${mx} ${y - mh - s * 0.5}v${-s * 0.15}`, stroke: '#c9a24a', 'stroke-width': 3 }))
}

/** A row of flat-roofed white houses from x0 to x1 standing on y. */
export function houses(c: Canvas, x0: number, x1: number, y: number, s: number, depth = 0): void {
  const { rng } = c
  const tones = ['#f4efe4', '#eadfca', '#e2d2b4', '#f7f4ee', '#d9c7a5']
  let x = x0
  while (x < x1) {
    const w = s * rng.range(0.8, 1.6)
    const h = s * rng.range(0.6, 1.3)
    const col = mix(lit(c.pal, rng.pick(tones)), c.pal.haze, depth)
    c.add(el('rect', { x, y: y - h, width: w, height: h, fill: col }))
    c.add(el('rect', { x: x + w * 0.78, y: y - h, width: w * 0.22, height: h, fill: shade(col, -0.12) }))
    if (rng.chance(0.4)) c.add(el('path', { d: merlons(x, y - h, w, s * 0.12), fill: col }))
    const win = c.pal.lit && rng.chance(0.7) ? '#ffd27a' : mix(shade(col, -0.45), c.pal.haze, depth)
    for (let i = 0; i < Math.floor(w / (s * 0.35)); i++) {
      for (let j = 0; j < Math.floor(h / (s * 0.4)); j++) {
        c.add(el('rect', { x: x + s * 0.12 + i * s * 0.35, y: y - h + s * 0.14 + j * s * 0.4, width: s * 0.12, height: s * 0.16, fill: win }))
      }
    }
    x += w + s * rng.range(0, 0.15)
  }
}

/** A festival or Bedouin tent: a striped peaked roof on poles. */
export function tent(c: Canvas, x: number, y: number, s: number, colour: string): void {
  const col = lit(c.pal, colour)
  c.add(el('path', { d: `M${x - s} ${y - s * 0.45}L${x} ${y - s}L${x + s} ${y - s * 0.45}Z`, fill: col }))
  c.add(el('path', { d: `M${x - s * 0.33} ${y - s * 0.63}L${x} ${y - s}L${x + s * 0.33} ${y - s * 0.63}Z`, fill: '#ffffff', opacity: 0.8 }))
  c.add(el('rect', { x: x - s * 0.9, y: y - s * 0.45, width: s * 1.8, height: s * 0.45, fill: shade(col, -0.25) }))
  c.add(el('rect', { x: x - s * 0.25, y: y - s * 0.38, width: s * 0.5, height: s * 0.38, fill: c.pal.lit ? '#ffd98a' : shade(col, -0.5) }))
}

/** A market stall with a scalloped striped awning and goods on the counter. */
export function stall(c: Canvas, x: number, y: number, s: number, colour: string): void {
  const col = lit(c.pal, colour)
  c.add(el('rect', { x: x - s * 0.5, y: y - s * 0.95, width: s, height: s * 0.95, fill: lit(c.pal, '#7a5236') }))
  c.add(el('rect', { x: x - s * 0.45, y: y - s * 0.85, width: s * 0.9, height: s * 0.5, fill: c.pal.lit ? '#ffdc96' : lit(c.pal, '#3b2a20') }))
  for (let i = 0; i < 5; i++) c.add(el('circle', { cx: x - s * 0.36 + i * s * 0.18, cy: y - s * 0.42, r: s * 0.07, fill: lit(c.pal, ['#e0703a', '#f2c14e', '#9bc34a', '#d9463b', '#f2e0b0'][i]) }))
  c.add(el('rect', { x: x - s * 0.52, y: y - s * 0.35, width: s * 1.04, height: s * 0.35, fill: lit(c.pal, '#9a6a44') }))
  let scallop = `M${x - s * 0.6} ${y - s * 1.2}h${s * 1.2}v${s * 0.25}`
  for (let i = 0; i < 6; i++) scallop += `a${s * 0.1} ${s * 0.1} 0 0 1 ${-s * 0.2} 0`
  c.add(el('path', { d: `${scallop}Z`, fill: col }))
  for (let i = 0; i < 3; i++) c.add(el('rect', { x: x - s * 0.6 + s * (0.1 + i * 0.4), y: y - s * 1.2, width: s * 0.2, height: s * 0.25, fill: '#ffffff', opacity: 0.7 }))
}
