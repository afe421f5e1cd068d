/** Building blocks shared by several scenes: backdrops, green khareef hills, trees along a crest. */
import { far, lit, mix, shade } from '../palette'
import { bump, fogBand, fogBank, ridge, yAt } from '../shapes/land'
import { leafyTree } from '../shapes/flora'
import { clouds, sky, stars, sunOrMoon } from '../shapes/sky'
import type { Canvas, Pt } from '../svg'

export const KHAREEF = { far: '#7fa77a', mid: '#5c9a4c', near: '#478a3a', grass: '#6fb04e' }
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
    const depth = (1 - t) * (misty ? 0.62 : 0.45)
    const y = top + (bottom - top) * t
    const colour = mix(KHAREEF.far, KHAREEF.near, t)
    const plateau = i === 0 && rng.chance(0.6)
    pts = ridge(c, {
      y,
      amp: c.H * (0.09 + 0.05 * (1 - t)),
      scale: 300 + 250 * (1 - t),
      color: far(pal, colour, depth),
      foot: far(pal, shade(colour, -0.12), depth * 0.6),
      shape: plateau ? bump(rng.range(0.3, 0.7) * c.W, c.H * 0.12, c.W * 0.35) : undefined,
      rim: i === layers - 1 && !misty ? mix(KHAREEF.grass, '#ffffff', 0.3) : undefined,
    })
    if (trees) treesOn(c, pts, Math.round(6 + t * 10), 50 + 60 * t, depth)
    if (i < layers - 1) {
      if (i === 0 && misty) fogBank(c, y - c.H * 0.03, c.H * 0.12, 0.9)
      else fogBand(c, y + c.H * 0.03, c.H * 0.09, misty ? 0.75 : 0.35)
    }
  }
  return pts
}

/** Round trees standing along a crest (a little below it), faded by `depth`. */
export function treesOn(c: Canvas, pts: Pt[], count: number, size: number, depth: number, x0 = 0, x1 = c.W): void {
  const colour = mix(lit(c.pal, KHAREEF.mid), c.pal.haze, depth)
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(x0, x1)
    const s = size * c.rng.range(0.7, 1.3)
    leafyTree(c, x, yAt(pts, x) + s * 0.25, s, colour)
  }
}
