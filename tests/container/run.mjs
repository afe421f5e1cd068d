#!/usr/bin/env node
/**
 * `npm test -- container`: the site's image (Dockerfile) built and run with podman, without a registry.
 *   1. a base image from Debian's packages: Debian 13's Node.js and npm (mmdebstrap, podman import), in place of
 *      the official node image the Dockerfile names by default (--build-arg BASE=);
 *   2. the image built from the Dockerfile (the machine's CA bundle mounted for the registry: a mount reaches no
 *      layer). Not its npm cache: it saved no time (unpacking is most of npm ci), and npm 9.2 once hit EMFILE with it;
 *   3. a container on a volume: /api/health, / and /ar answer 200, its process is not root, its HEALTHCHECK passes;
 *   4. a picture uploaded through the REST API as the first administrator, then the container removed and a new
 *      one started from the image on the same volume: the picture's record and its file are still there;
 *   5. the image's size printed; every container, volume and image it made removed.
 * Podman runs with runc, cgroupfs, no default ulimits and the host's network (docs/deploy.md, "Testing the image").
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/services.mjs'

const id = `${process.pid}-${randomBytes(3).toString('hex')}`
const work = mkdtempSync(path.join(os.tmpdir(), 'dhofar-container-'))
const baseImage = `localhost/dhofar-test-base:${id}`
const image = `localhost/dhofar-test:${id}`
const volume = `dhofar-test-data-${id}`
const container = `dhofar-test-${id}`
const admin = { email: 'container-admin@example.com', password: `Container-${randomBytes(8).toString('hex')}` }

// runc, cgroupfs and no default ulimits: what podman needs in a sandbox like CI's (crun fails there).
const containersConf = path.join(work, 'containers.conf')
writeFileSync(containersConf, '[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n')
const env = { ...process.env, CONTAINERS_CONF: containersConf }

const timings = []
let failures = 0
const started = Date.now()
const since = (t) => ((Date.now() - t) / 1000).toFixed(0)
function check(ok, message) {
  console.log(`${ok ? '✔' : '✖'} ${message}`)
  if (!ok) failures++
  return ok
}
/** A command whose output is shown as it comes; throws when it fails. */
function step(label, command, args) {
  const t = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
  timings.push(`${label}: ${since(t)} s`)
}
const podman = (...args) => execFileSync('podman', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
const quietly = (...args) => spawnSync('podman', args, { env, stdio: 'ignore' })

const port = await freePort()
const site = `http://localhost:${port}`
const secrets = { PAYLOAD_SECRET: randomBytes(32).toString('hex'), IP_HASH_SALT: randomBytes(32).toString('hex') }

function startContainer() {
  const vars = {
    ...secrets,
    PORT: String(port),
    SITE_URL: site,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_IMAGE_SCALE: '0.25', // the test suites' smaller seed pictures
  }
  const envArgs = Object.entries(vars).flatMap(([key, value]) => ['-e', `${key}=${value}`])
  podman('run', '-d', '--name', container, '--network', 'host', '-v', `${volume}:/data`, ...envArgs, image)
}
function removeContainer() {
  quietly('stop', '-t', '5', container)
  quietly('rm', '-f', container)
}
/** Waits for the site's health answer (the first start migrates, seeds and renders: minutes); false if it stops. */
async function healthy(minutes) {
  const deadline = Date.now() + minutes * 60_000
  while (Date.now() < deadline) {
    if (podman('inspect', '-f', '{{.State.Running}}', container) !== 'true') return false
    const response = await fetch(`${site}/api/health`).catch(() => undefined)
    if (response?.status === 200) return true
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return false
}
const status = async (address) => (await fetch(`${site}${address}`, { redirect: 'manual' }).catch(() => undefined))?.status

try {
  step("a base image from Debian's packages (mmdebstrap trixie: nodejs, npm)", 'mmdebstrap', [
    '--variant=minbase', '--include=ca-certificates,nodejs,npm', '--quiet', 'trixie', path.join(work, 'base.tar'),
  ])
  step('podman import', 'podman', ['import', '--quiet', path.join(work, 'base.tar'), baseImage])
  rmSync(path.join(work, 'base.tar'), { force: true })

  // The machine's CA bundle, read-only: the registry may be reached through a proxy that machine trusts.
  const mounts = ['-v', '/etc/ssl/certs:/etc/ssl/certs:ro']
  // The Dockerfile's npm cache mount, emptied first: the image's npm (Debian's 9.2, in the test's base) failed with
  // EMFILE reading a warm cache in this sandbox, and a CI machine starts cold anyway. Buildah keeps it here as root.
  rmSync('/var/tmp/buildah-cache/dhofar-npm', { recursive: true, force: true })
  const build = ['build', '--layers=false', '--format', 'docker', '--network', 'host', ...mounts, '--build-arg', `BASE=${baseImage}`, '-t', image, '.']
  try {
    step('the image (podman build, the Dockerfile)', 'podman', build)
  } catch (error) {
    // Once more: `npm ci` inside the build reaches the registry, and a socket timeout there (seen on a loaded 2-core
    // machine) is the network's, not the Dockerfile's. The packages fetched the first time are in the cache mount.
    console.warn(`${error.message}: building once more`)
    step('the image, second try (podman build, the Dockerfile)', 'podman', build)
  }

  podman('volume', 'create', volume)
  let t = Date.now()
  console.log(`\n▶ a container on a volume, port ${port} (first start: migrations, seed, rendering)`)
  startContainer()
  const up = await healthy(15)
  timings.push(`first start until healthy: ${since(t)} s`)
  if (!check(up, '/api/health answers 200 after the first start')) throw new Error('the container did not become healthy')
  for (const address of ['/', '/ar']) check((await status(address)) === 200, `${address} answers 200`)
  const uid = podman('exec', container, 'id', '-u')
  check(uid !== '0', `the site runs as uid ${uid}, not root`)
  // The image's own HEALTHCHECK, as Docker would run it.
  check(quietly('healthcheck', 'run', container).status === 0, "the image's HEALTHCHECK passes")

  // Content and an upload, through the REST API as the first administrator.
  const login = await fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = await login.json()
  check(login.status === 200 && Boolean(token), 'the first administrator (ADMIN_EMAIL, ADMIN_PASSWORD) logs in')
  const picture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const form = new FormData()
  form.append('file', new Blob([picture], { type: 'image/png' }), `container-check-${id}.png`)
  form.append('_payload', JSON.stringify({ alt: 'A picture uploaded by the container test' }))
  const upload = await fetch(`${site}/api/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  const { doc } = await upload.json()
  check(upload.status === 201 && Boolean(doc?.url), `a picture is uploaded (${doc?.url})`)
  const digest = (bytes) => createHash('sha256').update(bytes).digest('hex')
  const served = async () => {
    const response = await fetch(`${site}${doc.url}`)
    return response.status === 200 ? digest(Buffer.from(await response.arrayBuffer())) : `status ${response.status}`
  }
  check((await served()) === digest(picture), 'the picture is served')

  t = Date.now()
  console.log('\n▶ the container removed, a new one from the image on the same volume')
  removeContainer()
  startContainer()
  const again = await healthy(15)
  timings.push(`second start (new container, same volume) until healthy: ${since(t)} s`)
  if (check(again, '/api/health answers 200 in the new container')) {
    const record = await fetch(`${site}/api/media/${doc.id}`)
    check(record.status === 200 && (await record.json()).filename === doc.filename, "the picture's record is still there")
    check((await served()) === digest(picture), 'its file is still served, byte for byte')
    check((await status('/ar')) === 200, '/ar answers 200')
  }
  const size = Number(podman('image', 'inspect', '-f', '{{.Size}}', image))
  console.log(`\nimage size: ${(size / 1e6).toFixed(0)} MB (${image}, on a base of Debian 13's Node.js)`)
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`)
  failures++
  if (quietly('container', 'exists', container).status === 0) {
    console.log('\nthe container’s last lines:')
    spawnSync('podman', ['logs', '--tail', '60', container], { stdio: 'inherit', env })
  }
} finally {
  removeContainer()
  quietly('volume', 'rm', '-f', volume)
  // The build keeps no intermediate images (--layers=false): these two are all it made.
  quietly('rmi', '-f', image, baseImage)
  rmSync(work, { recursive: true, force: true })
}
console.log(`\n${timings.join('\n')}\nin all: ${since(started)} s`)
process.exit(failures ? 1 : 0)
