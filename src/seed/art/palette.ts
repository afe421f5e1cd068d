/**
 * Colour helpers and the time-of-day palettes. A scene picks a `Mood` from its variant; every colour it
 * paints is then pulled towards the mood (warm at dawn and dusk, blue at night, pale in khareef mist).
 */

export type Mood = 'dawn' | 'day' | 'dusk' | 'night' | 'mist'

export type Palette = {
  mood: Mood
  /** Sky gradient, top to horizon. */
  sky: [string, string, string]
  sun: string
  glow: string
  /** Colour distant things fade into (aerial perspective). */
  haze: string
  cloud: string
  /** Deep and shallow sea. */
  sea: [string, string]
  /** Colour every ground colour is tinted towards, and how strongly. */
  tint: string
  tintAmount: number
  /** Windows and lamps lit? */
  lit: boolean
}

const PALETTES: Record<Mood, Omit<Palette, 'mood'>> = {
  dawn: {
    sky: ['#5b6fa8', '#e7a3a0', '#ffd9a8'],
    sun: '#fff1c9',
    glow: '#ffc98a',
    haze: '#f3c7b0',
    cloud: '#fbd6cb',
    sea: ['#3f6d96', '#86b3c4'],
    tint: '#f0a88a',
    tintAmount: 0.16,
    lit: false,
  },
  day: {
    sky: ['#3f86d0', '#86c0ea', '#d8eef8'],
    sun: '#fffbe8',
    glow: '#fff3c4',
    haze: '#cfe6f2',
    cloud: '#ffffff',
    sea: ['#11719a', '#37c2c6'],
    tint: '#ffffff',
    tintAmount: 0,
    lit: false,
  },
  dusk: {
    sky: ['#2f2f6b', '#c45b6a', '#ffb061'],
    sun: '#ffe2a0',
    glow: '#ff9b50',
    haze: '#e99072',
    cloud: '#f29a86',
    sea: ['#3a3a6e', '#c87468'],
    tint: '#7a3c5c',
    tintAmount: 0.28,
    lit: true,
  },
  night: {
    sky: ['#070b24', '#16214d', '#2e3f72'],
    sun: '#f4f1dc',
    glow: '#8fa4d8',
    haze: '#2d3c6a',
    cloud: '#3a4a7a',
    sea: ['#0a1533', '#203a6a'],
    tint: '#121c40',
    tintAmount: 0.62,
    lit: true,
  },
  mist: {
    sky: ['#aebfc2', '#d3dcd8', '#eef1ea'],
    sun: '#fbfbf2',
    glow: '#f4f5ea',
    haze: '#e3e9e2',
    cloud: '#f4f6f1',
    sea: ['#5d8a92', '#8fb9b5'],
    tint: '#dfe7e2',
    tintAmount: 0.1,
    lit: false,
  },
}

export function palette(mood: Mood): Palette {
  return { mood, ...PALETTES[mood] }
}

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h
  const n = parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a)
  const [br, bg, bb] = parse(b)
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t])
}

/** Lighter (amount > 0) or darker (amount < 0). */
export function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount)
}

/** A ground colour as seen under the palette's light. */
export function lit(p: Palette, c: string): string {
  return mix(c, p.tint, p.tintAmount)
}

/** A colour seen at `depth` (0 near, 1 at the horizon): faded into the haze, then lit. */
export function far(p: Palette, c: string, depth: number): string {
  return mix(lit(p, c), p.haze, Math.max(0, Math.min(1, depth)))
}
