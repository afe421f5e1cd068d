/**
 * Frames for the two short generated videos (see scripts/generate-videos.ts): a slow pan across misty
 * khareef mountains with drifting fog and a waterfall, and a coast with moving waves and a dhow crossing.
 * Each frame redraws the same seeded scene, shifting layers by time, so the animation is deterministic.
 */
import { palette, type Mood } from './palette'
import { Rng } from './prng'
import { el, f, smoothPath, Canvas, type Pt } from './svg'
import { bump, fogBank, grass, puffs, ridge, yAt } from './shapes/land'
import { birds, clouds } from './shapes/sky'
import { palm } from './shapes/flora'
import { sea, shore, waterfall, waves } from './shapes/water'
import { dhow } from './shapes/works'
import { far, lit, shade } from './palette'
import { KHAREEF, ROCK, SAND, backdrop, treesOn } from './scenes/common'

export type VideoKind = 'home' | 'coast'

type Video = { seconds: number; fps: number; mood: Mood; draw: (c: Canvas, sec: number, t: number) => void }

/** A group shifted left by `t * distance` (parallax: far layers move less). */
const pan = (t: number, distance: number) => ({ transform: `translate(${f(-t * distance)} 0)` })

function khareefPan(c: Canvas, sec: number, t: number): void {
  const { W, H, pal } = c
  backdrop(c, H * 0.5, { sunX: W * 0.72, sunY: H * 0.16, clouds: 0 })
  c.group(pan(t, W * 0.05), () => {
    const back = ridge(c, { y: H * 0.4, amp: H * 0.2, scale: 420, ridged: true, color: far(pal, KHAREEF.far, 0.5), foot: far(pal, shade(KHAREEF.far, -0.2), 0.3), x0: -20, x1: W * 1.15, shape: bump(W * 0.55, H * 0.08, W * 0.3) })
    treesOn(c, back, 8, 32, 0.5, 0, W * 1.15, H * 0.08)
  })
  c.group(pan(t, W * 0.16), () => fogBank(c, H * 0.46, H * 0.12, 0.92, undefined, undefined, -100, W * 1.3))
  c.group(pan(t, W * 0.12), () => {
    const mid = ridge(c, { y: H * 0.6, amp: H * 0.12, scale: 380, color: far(pal, KHAREEF.mid, 0.25), x0: -20, x1: W * 1.25, shape: bump(W * 0.78, H * 0.06, W * 0.15) })
    const fx = W * 0.78
    const top = yAt(mid, fx) + 10
    const rock = lit(pal, ROCK.light)
    const face: Pt[] = [[fx - 85, top - 4], [fx, top - 14], [fx + 85, top - 2], [fx + 115, H * 0.66], [fx + 160, H * 0.8], [fx - 160, H * 0.8], [fx - 120, H * 0.66]]
    c.add(el('path', { d: smoothPath(face, true), fill: c.linear([[0, shade(rock, -0.1)], [1, shade(rock, -0.3)]]) }))
    c.add(el('path', { d: smoothPath([[fx - 95, top + 6], [fx, top - 6], [fx + 95, top + 8], [fx + 60, top + 30], [fx - 60, top + 28]], true), fill: lit(pal, KHAREEF.mid) }))
    waterfall(c, fx, top, H * 0.74, 70, sec * 1.1)
    treesOn(c, mid, 16, 60, 0.2, 0, W * 1.25, H * 0.1)
  })
  c.group(pan(t, W * 0.3), () => fogBank(c, H * 0.7, H * 0.1, 0.7, undefined, undefined, -100, W * 1.5))
  c.group(pan(t, W * 0.22), () => {
    const near = ridge(c, { y: H * 0.86, amp: H * 0.1, scale: 340, color: lit(pal, KHAREEF.near), x0: -20, x1: W * 1.3 })
    treesOn(c, near, 22, 110, 0, 0, W * 1.3, H * 0.1)
    grass(c, 50, 0, W * 1.3, H * 0.96, lit(pal, KHAREEF.grass), 22)
  })
  c.group(pan(t, W * 0.45), () => puffs(c, H * 0.96, H * 0.08, 8, 0.75, undefined, -200, W * 1.6))
  c.group({ transform: `translate(${f(t * W * 0.7)} ${f(-t * 60)})` }, () => birds(c, 6, W * 0.05, H * 0.25, 90))
}

function coastDay(c: Canvas, sec: number, t: number): void {
  const { W, H, pal } = c
  const horizon = H * 0.46
  const sunX = W * 0.74
  backdrop(c, horizon, { sunX, sunY: H * 0.16, clouds: 0 })
  c.group({ transform: `translate(${f(t * W * 0.04)} 0)` }, () => clouds(c, 3, horizon * 0.15, horizon * 0.55))
  ridge(c, { y: horizon + 2, amp: H * 0.07, scale: 300, color: far(pal, '#7f8f7a', 0.55), x0: W * 0.55, x1: W + 20, bottom: horizon + 4 })
  sea(c, horizon, sunX, sec)
  const bob = Math.sin(sec * 2.2) * 3
  dhow(c, W * (0.3 + 0.45 * t), horizon + H * 0.09 + bob, 1.5)
  waves(c, horizon + H * 0.12, H * 0.7, 22, sec)
  shore(c, H * 0.78, 30, lit(pal, SAND.pale), sec)
  palm(c, W * 0.04, H * 1.04, 470, 120)
  palm(c, W * 0.11, H * 1.06, 390, 70)
  palm(c, W * 0.95, H * 1.05, 520, -140)
  c.group({ transform: `translate(${f(-t * W * 0.5)} ${f(Math.sin(sec) * 10)})` }, () => birds(c, 5, W * 0.8, H * 0.22, 110))
}

export const VIDEOS: Record<VideoKind, Video> = {
  home: { seconds: 9, fps: 24, mood: 'mist', draw: khareefPan },
  coast: { seconds: 8, fps: 24, mood: 'day', draw: coastDay },
}

/** The SVG of one frame (0-based) of a video, at the given pixel size. */
export function videoFrameSvg(kind: VideoKind, frame: number, width = 1280, height = 720): string {
  const video = VIDEOS[kind]
  const frames = video.seconds * video.fps
  const c = new Canvas(width / height, new Rng(`video:${kind}`), palette(video.mood))
  video.draw(c, frame / video.fps, frame / frames)
  return c.toSvg(width, height)
}
