import os from 'node:os'

import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against a production build that scripts/test.mjs starts (E2E_BASE_URL), in Debian's Chromium
 * (CHROMIUM_PATH). Chromium's own background traffic is switched off: this machine has no internet, and tests
 * must prove the site needs none.
 *
 * Projects:
 * - `desktop` runs every journey at a desktop size (each screen in both languages, axe on each);
 * - `phone` (Pixel 7: small screen, touch) runs again only the tests tagged `@phone`: those about the phone layout
 *   and touch, and each screen's main test with its axe scan, so every screen is still scanned at both sizes;
 * - `mutating` runs the tests tagged `@mutates` (they edit content through the admin) one at a time, against a
 *   server of their own (E2E_MUTATING_BASE_URL: the same build on a copy of the database, scripts/test.mjs), so
 *   that no other test sees content half-edited; they run beside the others, whose workers they barely load
 *   (mostly they wait for real time: an alert's end, a schedule's minute). Without a server of their own they run
 *   after the others, against the one server. It also runs the tests tagged `@traced`: that server exports
 *   OpenTelemetry traces to a local receiver (E2E_OTLP_RECEIVER_URL), the busy one does not.
 * One worker per core, at most four (E2E_WORKERS overrides), plus the `mutating` project's one.
 * With one worker per two cores, two cores were a third idle; two workers cut the end-to-end step by a third (ADR
 * 0034). No retries: a test that needs one is a bug to fix (every assertion waits for the state it expects).
 * No trace: recording one at every step (kept only for a failure, and CI keeps only its log) cost 15 % of the step.
 * A failure still prints its error, the call log and a screenshot's path; to trace one, run it again with
 * `PLAYWRIGHT_ARGS="--trace=retain-on-failure tests/e2e/x.spec.ts" npm test -- e2e` (then `npx playwright show-trace`).
 * Service workers are blocked for every test but those of tests/e2e/offline.spec.ts (`test.use` there).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000'
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
const mutatingURL = process.env.E2E_MUTATING_BASE_URL
const workers = (Number(process.env.E2E_WORKERS) || Math.min(4, os.availableParallelism())) + (mutatingURL ? 1 : 0)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  // Service workers blocked: the site's worker (src/sw/worker.ts) would answer later tests from what earlier ones
  // saved. tests/e2e/offline.spec.ts, which tests it, allows it for its own pages (docs/testing.md).
  use: { baseURL, launchOptions, trace: 'off', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  // `mutating` first when it has its own server: Playwright hands a free worker the first project's tests it may run,
  // so its one worker starts at once instead of after every other test has been handed out.
  projects: [
    ...(mutatingURL ? [mutatingProject(mutatingURL)] : []),
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mutates|@traced/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/, grepInvert: /@mutates|@traced/ },
    ...(mutatingURL ? [] : [{ ...mutatingProject(baseURL), dependencies: ['desktop', 'phone'] }]),
  ],
})

function mutatingProject(url: string) {
  return {
    name: 'mutating',
    use: { ...devices['Desktop Chrome'], launchOptions, baseURL: url },
    // `@traced`: the tests that read the traces this server exports (scripts/test.mjs gives it the receiver).
    grep: /@mutates|@traced/,
    workers: 1,
    // Admin journeys, run beside the other tests' two workers: an edit view's first render on a loaded 2-core
    // machine took most of the default minute (2026-12-07).
    timeout: 120_000,
  }
}
