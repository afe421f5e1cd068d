/**
 * A small disk for the full-disk fault: a tmpfs a little larger than the data folder, the data copied onto it, then
 * every free block taken by filler files, and the blocks counted again with statfs, so that the table shows a disk
 * that really was full (0 bytes free) while the requests were made, not one that merely had little room.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type SmallDisk = {
  dir: string
  /** Free bytes as statfs counts them (blocks free to root: tmpfs keeps none in reserve). */
  freeBytes: () => number
  /** `df`'s own line for the mount, for the log. */
  df: () => string
  /** Writes filler files until not one more byte fits; returns the free bytes left (0 when it worked). */
  fill: () => number
  /** Deletes the fillers. */
  empty: () => void
  unmount: () => void
}

/** Mounts a tmpfs `headroomMb` larger than `source` and copies `source` onto it; a reason when mounting is refused. */
export function smallDiskWith(source: string, headroomMb: number): SmallDisk | string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-full-'))
  const usedMb = Number(execFileSync('du', ['-sm', source]).toString().split('\t')[0])
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${usedMb + headroomMb}m`, 'tmpfs', dir], { stdio: 'ignore' })
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return 'mounting a tmpfs is not allowed here'
  }
  cpSync(source, dir, { recursive: true })
  const fillers: string[] = []
  const freeBytes = () => {
    const { bfree, bsize } = statfsSync(dir)
    return bfree * bsize
  }
  return {
    dir,
    freeBytes,
    df: () => execFileSync('df', ['-B1', '--output=size,used,avail,target', dir]).toString().trim().split('\n').at(-1)!,
    fill() {
      // Big files first, then ever smaller ones, down to single bytes: the last partial block goes too.
      for (const size of [1 << 20, 64 << 10, 4 << 10, 1]) {
        for (;;) {
          const file = path.join(dir, `filler-${fillers.length}`)
          fillers.push(file)
          try {
            writeFileSync(file, Buffer.alloc(size, 1))
          } catch {
            break // ENOSPC: nothing more of this size fits
          }
        }
      }
      return freeBytes()
    },
    empty() {
      for (const file of fillers.splice(0)) rmSync(file, { force: true })
    },
    unmount() {
      execFileSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
