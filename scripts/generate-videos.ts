/**
 * Regenerates the two short seed videos and their posters, deterministically:
 *
 *   src/seed/media/home.mp4 + home-poster.jpg    khareef mountains, drifting fog, a waterfall (9 s)
 *   src/seed/media/coast.mp4 + coast-poster.jpg  beach, moving waves, a dhow crossing (8 s)
 *
 * Run: `npx tsx scripts/generate-videos.ts`. Needs `ffmpeg` with libx264 on the PATH (Debian:
 * `apt-get install -y ffmpeg`). Only this script needs ffmpeg; the site and the seed just use the committed files.
 * Frames are painted from SVG (src/seed/art/video.ts) with sharp into a temporary directory, encoded as
 * H.264 (yuv420p, +faststart, no audio, 1280x720, 24 fps) and the directory is removed afterwards.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { VIDEOS, videoFrameSvg, type VideoKind } from '../src/seed/art/video'

const WIDTH = 1280
const HEIGHT = 720
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/seed/media')

async function renderFrames(kind: VideoKind, dir: string): Promise<number> {
  const { seconds, fps } = VIDEOS[kind]
  const frames = seconds * fps
  const batch = 4
  for (let start = 0; start < frames; start += batch) {
    const jobs: Promise<unknown>[] = []
    for (let i = start; i < Math.min(frames, start + batch); i++) {
      const file = path.join(dir, `frame-${String(i).padStart(4, '0')}.png`)
      jobs.push(sharp(Buffer.from(videoFrameSvg(kind, i, WIDTH, HEIGHT))).png({ compressionLevel: 1 }).toFile(file))
    }
    await Promise.all(jobs)
  }
  return frames
}

function encode(kind: VideoKind, dir: string): string {
  const out = path.join(OUT, `${kind}.mp4`)
  // -bitexact and a single thread keep the output byte-identical from one run to the next.
  execFileSync('ffmpeg', [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-framerate', String(VIDEOS[kind].fps),
    '-i', path.join(dir, 'frame-%04d.png'),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '20', '-tune', 'animation',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
    '-threads', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1',
    out,
  ], { stdio: 'inherit' })
  return out
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const kind of Object.keys(VIDEOS) as VideoKind[]) {
    const dir = mkdtempSync(path.join(tmpdir(), `dhofar-${kind}-`))
    try {
      const started = Date.now()
      const frames = await renderFrames(kind, dir)
      const video = encode(kind, dir)
      const poster = path.join(OUT, `${kind}-poster.jpg`)
      await sharp(path.join(dir, 'frame-0000.png')).jpeg({ quality: 80, mozjpeg: true }).toFile(poster)
      console.log(`${kind}: ${frames} frames, ${statSync(video).size} bytes video, ${statSync(poster).size} bytes poster, ${Date.now() - started} ms`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
