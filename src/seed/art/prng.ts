/**
 * Small deterministic random helpers. Everything the artwork draws comes from an `Rng` seeded with the
 * subject and variant, so the same inputs always paint the same picture (and the same JPEG bytes).
 */

/** 32-bit FNV-1a hash of a string, used to turn `subject#variant` into a seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast, good enough for art. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Rng {
  private readonly next: () => number

  constructor(seed: number | string) {
    this.next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed)
  }

  /** Float in [0, 1). */
  float(): number {
    return this.next()
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length) % items.length]
  }

  /** A value around `v`, +/- `spread` (relative). */
  jitter(v: number, spread: number): number {
    return v * (1 + this.range(-spread, spread))
  }

  /** A child generator, so one part of a scene can draw more or less without shifting the rest. */
  fork(tag: string): Rng {
    return new Rng(hashString(`${tag}:${Math.floor(this.next() * 4294967296)}`))
  }
}

/**
 * Smooth 1D fractal value noise built from the generator: returns a function of x (any unit) with values in
 * roughly [-1, 1]. `scale` is the wavelength of the first octave.
 */
export function noise1d(rng: Rng, scale: number, octaves = 4, persistence = 0.5): (x: number) => number {
  const tables: number[][] = []
  for (let o = 0; o < octaves; o++) {
    const t: number[] = []
    for (let i = 0; i < 256; i++) t.push(rng.range(-1, 1))
    tables.push(t)
  }
  let norm = 0
  for (let o = 0; o < octaves; o++) norm += persistence ** o
  return (x: number) => {
    let sum = 0
    for (let o = 0; o < octaves; o++) {
      const f = (x / scale) * 2 ** o
      const i = Math.floor(f)
      const t = f - i
      const s = t * t * (3 - 2 * t)
      const table = tables[o]
      const a = table[((i % 256) + 256) % 256]
      const b = table[(((i + 1) % 256) + 256) % 256]
      sum += (a + (b - a) * s) * persistence ** o
    }
    return sum / norm
  }
}
