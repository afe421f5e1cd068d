import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

const INTEGRATION = ['tests/int/**/*.int.test.ts']
/** The integration files that mock a module of the site for themselves (they need a module graph of their own). */
const ISOLATED = ['tests/int/database-down.int.test.ts', 'tests/int/public-api-contract.int.test.ts']

function integrationProject(name: string, options: { isolate?: boolean; include?: string[]; exclude?: string[]; setupFiles?: string[]; groupOrder: number }) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node' as const,
      include: options.include ?? INTEGRATION,
      exclude: options.exclude ?? [],
      isolate: options.isolate ?? true,
      setupFiles: options.setupFiles ?? [],
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      sequence: { groupOrder: options.groupOrder },
    },
  }
}

/**
 * Projects: `unit` (pure functions, no database), then `integration` and `integration-isolated` (the Local API and
 * the public API's handlers against a migrated, seeded database that scripts/test.mjs prepares: SQLite, then
 * PostgreSQL). `npm run test:int` runs both.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.ts'],
          // next-intl's ESM imports `next/navigation` without an extension, which Node's loader refuses: Vite
          // resolves it instead (tests/unit/paths.test.ts compares the site's paths with next-intl's).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      // The integration suite in two groups, one after the other (one database: never two files at once).
      // Most files share one module graph and so one Payload instance (`isolate: false`): initialising Payload for
      // each file was most of the suite's time. `next/cache` is one recording stand-in for all of them
      // (tests/int/setup.ts). The files that replace a module of the site for themselves (the Payload client, to
      // make the database fail) need a module graph of their own, so they run isolated, after the others.
      integrationProject('integration', { isolate: false, exclude: ISOLATED, setupFiles: ['tests/int/setup.ts'], groupOrder: 0 }),
      integrationProject('integration-isolated', { include: ISOLATED, groupOrder: 1 }),
    ],
  },
})
