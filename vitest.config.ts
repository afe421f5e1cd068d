import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

/**
 * Two projects: `unit` (pure functions, no database) and `integration` (the Local API and the public API's
 * handlers against a migrated, seeded database that scripts/test.mjs prepares: SQLite, then PostgreSQL).
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
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
