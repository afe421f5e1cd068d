import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against a production build that scripts/test.mjs starts (E2E_BASE_URL), in Debian's Chromium
 * (CHROMIUM_PATH). Chromium's own background traffic is switched off: this machine has no internet, and tests
 * must prove the site needs none.
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: { baseURL, launchOptions, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop-only/ },
  ],
})
