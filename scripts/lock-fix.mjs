#!/usr/bin/env node
/**
 * `npm run lock:fix`, after any `npm install`: the registry this project is built against only serves the Linux
 * builds of packages with per-platform binaries, so npm leaves the other platforms' optional packages out of
 * package-lock.json and `npm ci` then refuses the lock file. This adds those entries back, marked optional with
 * the os/cpu/libc their names state, so npm ci skips them on every platform they are not for. An entry is never
 * invented for the platform npm runs on: that one must come from the registry.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix']
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OSES.includes(p))
  const cpu = parts.find((p) => CPUS.includes(p))
  if (!os || !cpu) return undefined
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined) : undefined
  return { os, cpu, libc }
}

const hereLibc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl'
const isHere = ({ os, cpu, libc }) => os === process.platform && cpu === process.arch && (!libc || libc === hereLibc)

const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    const root = `node_modules/${name}`
    if (packages[nested] || packages[root]) continue
    const platform = platformOf(name)
    if (!platform) continue
    if (isHere(platform)) throw new Error(`${name}@${version} is missing from the lock file and is needed here: run npm install again`)
    packages[location && packages[root] ? nested : root] = {
      version,
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)))
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`lock:fix: ${added} optional platform packages recorded`)
