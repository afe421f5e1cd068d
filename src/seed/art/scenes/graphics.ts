/** Graphic subjects: a document / passport / data chart illustration, and a sponsor's logo. */
import { mix, shade } from '../palette'
import { el, escapeXml, type Canvas, type Scene } from '../svg'
import { BACKGROUNDS, softBackground } from './person'

const FONT = 'DejaVu Sans, Noto Sans, Arial, sans-serif'

/** Rough width of a bold sans-serif label, in ems (DejaVu Sans Bold is wide; better too wide than clipped). */
function textWidth(label: string): number {
  let w = 0
  for (const ch of label) {
    if (ch === ' ') w += 0.38
    else if (/[A-Z0-9&@#%]/.test(ch)) w += /[MW@%]/.test(ch) ? 1.0 : 0.8
    else if (/[ijlft.,:;'!|]/.test(ch)) w += 0.4
    else if (/[mw]/.test(ch)) w += 1.05
    else w += 0.7
  }
  return Math.max(w, 2)
}

/** Grey bars standing in for lines of text. */
function textLines(c: Canvas, x: number, y: number, w: number, rows: number, gap: number, colour: string): void {
  let d = ''
  for (let i = 0; i < rows; i++) d += `M${x} ${y + i * gap}h${w * (i === rows - 1 ? 0.55 : c.rng.range(0.75, 1))}`
  c.add(el('path', { d, stroke: colour, 'stroke-width': gap * 0.38, 'stroke-linecap': 'round' }))
}

function paper(c: Canvas, x: number, y: number, w: number, h: number, angle: number): void {
  c.group({ transform: `rotate(${angle} ${x + w / 2} ${y + h / 2})` }, () => {
    c.add(el('rect', { x: x + 14, y: y + 18, width: w, height: h, rx: 18, fill: '#000000', opacity: 0.15 }))
    c.add(el('rect', { x, y, width: w, height: h, rx: 18, fill: '#ffffff' }))
  })
}

/** A certificate-like page with a seal and a signature. */
function page(c: Canvas, accent: string): void {
  const w = c.H * 0.62
  const h = c.H * 0.8
  const x = c.W / 2 - w / 2
  const y = c.H * 0.1
  paper(c, x - w * 0.5, y + 30, w, h, -8)
  paper(c, x, y, w, h, 0)
  c.add(el('rect', { x, y, width: w, height: h * 0.12, rx: 18, fill: accent }))
  c.add(el('rect', { x, y: y + h * 0.08, width: w, height: h * 0.04, fill: accent }))
  textLines(c, x + w * 0.1, y + h * 0.22, w * 0.8, 9, h * 0.055, '#d5dbe1')
  c.add(el('circle', { cx: x + w * 0.75, cy: y + h * 0.82, r: w * 0.11, fill: 'none', stroke: accent, 'stroke-width': 8 }))
  c.add(el('circle', { cx: x + w * 0.75, cy: y + h * 0.82, r: w * 0.06, fill: accent, opacity: 0.6 }))
  c.add(el('path', { d: `M${x + w * 0.1} ${y + h * 0.84}c30 -40 40 30 70 -10s30 20 60 -5`, stroke: '#34495e', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' }))
}

/** A passport cover beside an open visa page. */
function passport(c: Canvas): void {
  const w = c.H * 0.5
  const h = c.H * 0.7
  const x = c.W / 2 - w * 1.05
  const y = c.H * 0.15
  const cover = c.rng.pick(['#7b1e2b', '#1f3a5f', '#1e5631'])
  paper(c, x + w * 0.95, y + 20, w * 1.05, h * 0.92, 6)
  const px = x + w * 1.05
  c.group({ transform: `rotate(6 ${px + w * 0.5} ${y + h * 0.5})` }, () => {
    c.add(el('rect', { x: px + w * 0.1, y: y + h * 0.12, width: w * 0.3, height: w * 0.38, rx: 8, fill: '#dfe6ec' }))
    c.add(el('circle', { cx: px + w * 0.25, cy: y + h * 0.2, r: w * 0.07, fill: '#b0bcc6' }))
    c.add(el('path', { d: `M${px + w * 0.13} ${y + h * 0.12 + w * 0.38}q${w * 0.12} ${-w * 0.16} ${w * 0.24} 0z`, fill: '#b0bcc6' }))
    textLines(c, px + w * 0.48, y + h * 0.16, w * 0.45, 5, h * 0.05, '#d5dbe1')
    textLines(c, px + w * 0.1, y + h * 0.55, w * 0.85, 4, h * 0.06, '#c9d6df')
    c.add(el('rect', { x: px + w * 0.55, y: y + h * 0.72, width: w * 0.35, height: h * 0.12, rx: 10, fill: 'none', stroke: '#c0392b', 'stroke-width': 5, transform: `rotate(-12 ${px + w * 0.7} ${y + h * 0.78})` }))
  })
  c.add(el('rect', { x: x + 12, y: y + 16, width: w, height: h, rx: 20, fill: '#000', opacity: 0.2 }))
  c.add(el('rect', { x, y, width: w, height: h, rx: 20, fill: cover }))
  const gold = '#e2c16b'
  const ex = x + w / 2
  const ey = y + h * 0.42
  c.add(el('circle', { cx: ex, cy: ey, r: w * 0.2, fill: 'none', stroke: gold, 'stroke-width': 6 }))
  c.add(el('path', { d: `M${ex - w * 0.13} ${ey - w * 0.13}Q${ex} ${ey + w * 0.05} ${ex + w * 0.13} ${ey + w * 0.13}M${ex + w * 0.13} ${ey - w * 0.13}Q${ex} ${ey + w * 0.05} ${ex - w * 0.13} ${ey + w * 0.13}M${ex} ${ey - w * 0.15}V${ey + w * 0.1}`, stroke: gold, 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round' }))
  textLines(c, x + w * 0.25, y + h * 0.14, w * 0.5, 1, h * 0.05, gold)
  textLines(c, x + w * 0.2, y + h * 0.75, w * 0.6, 2, h * 0.06, gold)
}

/** A dashboard card: bars, a line and a donut. */
function chart(c: Canvas, accent: string): void {
  const w = c.W * 0.7
  const h = c.H * 0.72
  const x = (c.W - w) / 2
  const y = c.H * 0.14
  paper(c, x, y, w, h, 0)
  const base = y + h * 0.85
  const colours = [accent, shade(accent, 0.35), mix(accent, '#f1c40f', 0.6)]
  for (let i = 0; i < 8; i++) {
    const bh = h * c.rng.range(0.15, 0.6)
    c.add(el('rect', { x: x + w * (0.06 + i * 0.065), y: base - bh, width: w * 0.045, height: bh, rx: 6, fill: colours[i % 2] }))
  }
  let d = ''
  for (let i = 0; i < 8; i++) d += `${i ? 'L' : 'M'}${x + w * (0.082 + i * 0.065)} ${base - h * (0.3 + 0.05 * i + c.rng.range(-0.06, 0.06))}`
  c.add(el('path', { d, stroke: '#34495e', 'stroke-width': 6, fill: 'none', 'stroke-linejoin': 'round' }))
  c.add(el('path', { d: `M${x + w * 0.04} ${base}H${x + w * 0.6}`, stroke: '#bdc3c7', 'stroke-width': 4 }))
  const cx = x + w * 0.8
  const cy = y + h * 0.45
  const r = h * 0.22
  let start = -Math.PI / 2
  for (let i = 0; i < 3; i++) {
    const end = i === 2 ? Math.PI * 1.5 : start + Math.PI * 2 * c.rng.range(0.2, 0.4)
    const large = end - start > Math.PI ? 1 : 0
    c.add(el('path', { d: `M${cx + Math.cos(start) * r} ${cy + Math.sin(start) * r}A${r} ${r} 0 ${large} 1 ${cx + Math.cos(end) * r} ${cy + Math.sin(end) * r}`, stroke: colours[i], 'stroke-width': r * 0.45, fill: 'none' }))
    start = end
  }
  textLines(c, x + w * 0.68, y + h * 0.8, w * 0.24, 2, h * 0.06, '#d5dbe1')
}

export const document: Scene = {
  moods: ['day'],
  draw(c) {
    const accent = c.rng.pick(BACKGROUNDS)
    softBackground(c, mix(accent, '#ffffff', 0.55))
    const kind = c.variant % 3
    if (kind === 0) page(c, accent)
    else if (kind === 1) passport(c)
    else chart(c, accent)
  },
}

/** One line, or two balanced lines for a long label with spaces. */
function splitLabel(label: string): string[] {
  const words = label.split(/\s+/)
  if (words.length < 2 || textWidth(label) <= 9) return [label]
  let best: string[] = [label]
  let bestWidth = Infinity
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const w = Math.max(...pair.map(textWidth))
    if (w < bestWidth) [best, bestWidth] = [pair, w]
  }
  return best
}

/** An abstract emblem in a `size` box centred on (x, y). */
function emblem(c: Canvas, x: number, y: number, size: number, a: string, b: string): void {
  const r = size / 2
  const kind = c.rng.int(0, 4)
  if (kind === 0) {
    c.add(el('circle', { cx: x, cy: y, r, fill: a }))
    for (let i = 0; i < 3; i++) c.add(el('path', { d: `M${x - r * (0.7 - i * 0.1)} ${y + r * (0.05 + i * 0.25)}q${r * (0.35 - i * 0.05)} ${-r * 0.22} ${r * (0.7 - i * 0.1)} 0t${r * (0.7 - i * 0.1)} 0`, stroke: '#ffffff', 'stroke-width': r * 0.1, fill: 'none', 'stroke-linecap': 'round' }))
    c.add(el('circle', { cx: x + r * 0.25, cy: y - r * 0.35, r: r * 0.2, fill: b }))
  } else if (kind === 1) {
    c.add(el('path', { d: `M${x} ${y - r}C${x + r * 0.9} ${y - r * 0.2} ${x + r * 0.7} ${y + r} ${x} ${y + r}C${x - r * 0.7} ${y + r} ${x - r * 0.9} ${y - r * 0.2} ${x} ${y - r}Z`, fill: a }))
    c.add(el('path', { d: `M${x} ${y + r * 0.85}V${y - r * 0.3}M${x} ${y + r * 0.2}l${r * 0.3} ${-r * 0.3}M${x} ${y + r * 0.45}l${-r * 0.3} ${-r * 0.3}`, stroke: b, 'stroke-width': r * 0.09, 'stroke-linecap': 'round' }))
  } else if (kind === 2) {
    let d = ''
    for (let i = 0; i < 6; i++) d += `${i ? 'L' : 'M'}${x + Math.cos((i * Math.PI) / 3 - Math.PI / 6) * r} ${y + Math.sin((i * Math.PI) / 3 - Math.PI / 6) * r}`
    c.add(el('path', { d: `${d}Z`, fill: a }))
    c.add(el('path', { d: `M${x - r * 0.5} ${y + r * 0.3}L${x - r * 0.1} ${y - r * 0.3}L${x + r * 0.15} ${y + r * 0.05}L${x + r * 0.35} ${y - r * 0.15}L${x + r * 0.55} ${y + r * 0.3}Z`, fill: b }))
  } else if (kind === 3) {
    c.add(el('circle', { cx: x - r * 0.3, cy: y, r: r * 0.68, fill: a, opacity: 0.9 }))
    c.add(el('circle', { cx: x + r * 0.3, cy: y, r: r * 0.68, fill: b, opacity: 0.85 }))
  } else {
    c.add(el('rect', { x: x - r, y: y - r, width: size, height: size, rx: r * 0.3, fill: a }))
    let rays = ''
    for (let i = 0; i < 8; i++) rays += `M${x + Math.cos((i * Math.PI) / 4) * r * 0.35} ${y + Math.sin((i * Math.PI) / 4) * r * 0.35}L${x + Math.cos((i * Math.PI) / 4) * r * 0.7} ${y + Math.sin((i * Math.PI) / 4) * r * 0.7}`
    c.add(el('path', { d: rays, stroke: b, 'stroke-width': r * 0.12, 'stroke-linecap': 'round' }))
    c.add(el('circle', { cx: x, cy: y, r: r * 0.22, fill: b }))
  }
}

export const logo: Scene = {
  moods: ['day'],
  draw(c) {
    const { rng } = c
    c.add(el('rect', { x: 0, y: 0, width: c.W, height: c.H, fill: '#ffffff' }))
    const pairs: [string, string][] = [['#1f618d', '#f1c40f'], ['#117a65', '#e67e22'], ['#7b1e2b', '#e2c16b'], ['#2c3e50', '#1abc9c'], ['#6c3483', '#f5b041'], ['#c0392b', '#2c3e50'], ['#0e6655', '#85c1e9']]
    const [a, b] = rng.pick(pairs)
    const label = c.label
    if (!label) return emblem(c, c.W / 2, c.H / 2, Math.min(c.W, c.H) * 0.5, a, b)
    const wide = c.W / c.H >= 1.3
    const size = Math.min(c.W, c.H) * (wide ? 0.42 : 0.36)
    const lines = splitLabel(label)
    const em = Math.max(...lines.map(textWidth))
    const text = (x: number, y: number, fs: number, anchor: string): string =>
      el(
        'text',
        { x, y, 'text-anchor': anchor, 'font-family': FONT, 'font-weight': 'bold', 'font-size': fs, fill: a },
        lines.map((line, i) => el('tspan', { x, dy: i ? fs * 1.15 : 0 }, escapeXml(line))).join(''),
      )
    if (wide) {
      const avail = c.W * 0.88 - size * 1.25
      const fs = Math.min(c.H * 0.2, avail / em, (size * 1.1) / (lines.length * 1.15))
      const left = (c.W - (size * 1.25 + em * fs)) / 2
      const top = c.H / 2 - ((lines.length - 1) * fs * 1.15) / 2
      emblem(c, left + size / 2, c.H / 2, size, a, b)
      c.add(text(left + size * 1.25, top + fs * 0.36, fs, 'start'))
      c.add(el('rect', { x: left + size * 1.25, y: top + (lines.length - 1) * fs * 1.15 + fs * 0.62, width: Math.min(em * fs * 0.45, avail * 0.5), height: fs * 0.1, rx: fs * 0.05, fill: b }))
    } else {
      const fs = Math.min(c.H * 0.12, (c.W * 0.88) / em)
      emblem(c, c.W / 2, c.H * 0.36, size, a, b)
      c.add(text(c.W / 2, c.H * 0.36 + size * 0.5 + fs * 1.3, fs, 'middle'))
    }
  },
}
