/** Building blocks shared by several scenes: backdrops, green khareef hills, trees along a crest. */
import { far, lit, mix, shade } from '../palette'
import { bump, fogBank, ridge, yAt } from '../shapes/land'
import { leafyTree } from '../shapes/flora'
import { clouds, sky, stars, sunOrMoon } from '../shapes/sky'
import type { Canvas, Pt } from '../svg'

export const KHAREEF = { far: '#86b07f', mid: '#5a9a4a', near: '#3f8034', grass: '#74b350', tree: '#2f6a2c' }
export const SAND = { light: '#f0d3a0', dark: '#c98f56', pale: '#f6e7c8' }
export const ROCK = { light: '#b59a7c', dark: '#8a6f58' }

/** Sky down to the horizon, with sun or moon, clouds or stars as the mood suggests. */
export function backdrop(c: Canvas, horizon: number, opts: { sunX?: number; sunY?: number; clouds?: number } = {}): void {
  const { rng, pal, W } = c
  sky(c, horizon)
  if (pal.mood === 'night') stars(c, 160, horizon * 0.9)
  const sunX = opts.sunX ?? rng.range(0.15, 0.85) * W
  const low = pal.mood === 'dawn' || pal.mood === 'dusk'
  const sunY = opts.sunY ?? (low ? horizon - rng.range(30, 110) : horizon * rng.range(0.2, 0.45))
  sunOrMoon(c, sunX, sunY, pal.mood === 'mist' ? 70 : 55)
  const n = opts.clouds ?? (pal.mood === 'mist' ? 0 : rng.int(1, 4))
  if (n > 0) clouds(c, n, horizon * 0.12, horizon * 0.6)
}

/** Layers of green khareef hills from `top` down to `bottom`, fog between them. Returns the nearest crest. */
export function khareefHills(c: Canvas, top: number, bottom: number, layers = 3, trees = true): Pt[] {
  const { rng, pal } = c
  const misty = pal.mood === 'mist'
  let pts: Pt[] = []
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1)
    const depth = (1 - t) * (misty ? 0.55 : 0.3)
    const y = top + (bottom - top) * t
    const colour = mix(KHAREEF.far, KHAREEF.near, t)
    const back = i === 0 && layers > 1
    const lean = rng.chance(0.5) ? 0.15 : 0.85
    pts = ridge(c, {
      y,
      amp: c.H * (back ? 0.2 : 0.07 + 0.07 * (1 - t)),
      scale: back ? 420 : 300 + 200 * (1 - t),
      ridged: back && !rng.chance(0.3),
      color: far(pal, colour, depth),
      foot: far(pal, shade(colour, -0.2), depth * 0.5),
      shape: back ? bump(rng.range(0.25, 0.75) * c.W, c.H * 0.1, c.W * 0.3) : bump(lean * c.W, c.H * 0.06 * t, c.W * 0.35),
      rim: !misty ? mix(colour, '#ffffff', 0.35) : undefined,
    })
    if (trees) treesOn(c, pts, Math.round(4 + t * 22), 30 + 70 * t, depth, 0, c.W, (bottom - top) / layers)
    if (i === 0) fogBank(c, c.H * 0.1, c.H * 0.12, misty ? 0.92 : 0.45, undefined, pts)
    else if (i < layers - 1) fogBank(c, c.H * 0.06, c.H * 0.06, misty ? 0.7 : 0.3, undefined, pts)
  }
  return pts
}

/** Round trees standing along a crest (a little below it), faded by `depth`. */
export function treesOn(c: Canvas, pts: Pt[], count: number, size: number, depth: number, x0 = 0, x1 = c.W, slope = 0): void {
  const { rng } = c
  const colour = mix(lit(c.pal, KHAREEF.tree), c.pal.haze, depth)
  let placed = 0
  while (placed < count) {
    const gx = rng.range(x0, x1)
    const group = Math.min(count - placed, rng.int(1, 4))
    const spots: Pt[] = []
    for (let k = 0; k < group; k++) {
      const x = gx + rng.range(-1, 1) * size
      spots.push([x, yAt(pts, x) + size * 0.25 + rng.float() ** 2 * slope])
    }
    spots.sort((a, b) => a[1] - b[1])
    for (const [x, y] of spots) leafyTree(c, x, y, size * rng.range(0.7, 1.3), colour)
    placed += group
  }
}
