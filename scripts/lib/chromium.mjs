/**
 * Finds a Chromium for the end-to-end tests, installing one when it can: CHROMIUM_PATH, Debian's package,
 * Playwright's own download, then (as root) `apt-get install chromium`, then Playwright's installer where the
 * internet allows. Otherwise explains what to do.
 *
 * The tests ask for the headless shell (`{ headless: true }`): Debian's `chromium-headless-shell`, the same
 * Chromium release built without the desktop browser around it. It loads a page in about half the time of the full
 * browser in headless mode (290 against 560 ms for /about on 2 cores), which takes a fifth off the end-to-end step
 * (ADR 0021). The full browser is the fallback, and what the Lighthouse benchmark uses.
 */
import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium']
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

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

function find(headless) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  if (headless && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  return SYSTEM.find((p) => existsSync(p)) ?? playwrightDownloaded()
}

function attempt(label, command, args) {
  console.log(`Chromium for the end-to-end tests: trying ${label} ...`)
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60 * 1000 })
  return result.status === 0
}

const canApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** The browser to use: `headless` prefers the headless shell, installed as root even where a full Chromium is. */
export function ensureChromium({ headless = false } = {}) {
  let found = find(headless)
  const shellMissing = headless && found !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH
  if (found && !(shellMissing && canApt())) return found
  if (canApt()) {
    const name = headless ? 'chromium-headless-shell' : 'chromium'
    attempt('apt-get update', 'apt-get', ['update'])
    attempt(`Debian's package (apt-get install ${name})`, 'apt-get', ['install', '-y', name, 'fonts-noto-core'])
    found = find(headless)
    if (found) return found
  }
  if (attempt("Playwright's installer", process.execPath, [path.resolve('node_modules/playwright-core/cli.js'), 'install', 'chromium'])) {
    found = find(headless)
    if (found) return found
  }
  throw new Error(
    [
      'No Chromium for the end-to-end tests, and none could be installed here.',
      'Install one and run `npm test` again:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium-headless-shell chromium fonts-noto-core',
      '  elsewhere:      npx playwright install chromium',
      'or point CHROMIUM_PATH at an existing Chrome or Chromium binary.',
    ].join('\n'),
  )
}
