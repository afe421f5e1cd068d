/**
 * Finds a Chromium for the end-to-end tests, installing one when it can: CHROMIUM_PATH, Debian's package,
 * Playwright's own download, then (as root) `apt-get install chromium`, then Playwright's installer where the
 * internet allows. Otherwise explains what to do.
 */
import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium']

function playwrightDownloaded() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright')
  if (!existsSync(cache)) return undefined
  for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
    for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome', 'chrome-headless-shell-linux64/chrome-headless-shell']) {
      const candidate = path.join(cache, dir, sub)
      if (existsSync(candidate)) return candidate
    }
  }
  return undefined
}

function find() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return SYSTEM.find((p) => existsSync(p)) ?? playwrightDownloaded()
}

function attempt(label, command, args) {
  console.log(`Chromium not found: trying ${label} ...`)
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60 * 1000 })
  return result.status === 0
}

export function ensureChromium() {
  let found = find()
  if (found) return found
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    attempt('apt-get update', 'apt-get', ['update'])
    if (attempt("Debian's package (apt-get install chromium)", 'apt-get', ['install', '-y', 'chromium', 'fonts-noto-core'])) {
      found = find()
      if (found) return found
    }
  }
  if (attempt("Playwright's installer", process.execPath, [path.resolve('node_modules/playwright-core/cli.js'), 'install', 'chromium'])) {
    found = find()
    if (found) return found
  }
  throw new Error(
    [
      'No Chromium for the end-to-end tests, and none could be installed here.',
      'Install one and run `npm test` again:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium fonts-noto-core',
      '  elsewhere:      npx playwright install chromium',
      'or point CHROMIUM_PATH at an existing Chrome or Chromium binary.',
    ].join('\n'),
  )
}
