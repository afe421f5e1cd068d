/**
 * The environment, validated once. Nothing else reads process.env (style guide, "Env").
 * Local installs get generated secrets from scripts/start.mjs (kept under ./data); a production deployment
 * must provide them and is refused without them.
 */
import path from 'node:path'
import { z } from 'zod'

import { ensureLocalSecrets, readLocalSecrets, type LocalSecrets } from './secrets'

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional())

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by the `next` CLI: the scheduled-publishing queue runs only inside the Next.js server, not in scripts. */
    NEXT_RUNTIME: z.string().optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URI: z.string().trim().optional(),
    PAYLOAD_SECRET: z.string().optional(),
    IP_HASH_SALT: z.string().optional(),
    SITE_URL: z.url().default('http://localhost:3000'),
    TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
    /** Several replicas: shared rate limits and search-index updates (the Next cache handler reads it too). */
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.url().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    GEOCODER_URL: optionalUrl,
    WEATHER_URL: optionalUrl,
    OUTBOUND_USER_AGENT: z.string().default('DhofarGovernorateWebsite/1.0 (+https://www.dhofar.gov.om)'),
    /** Test suites seed smaller pictures: same content, a fraction of the time. */
    SEED_IMAGE_SCALE: z.coerce.number().min(0.05).max(1).default(1),
    /** Where `next build` wrote the site (next.config.ts reads the same variable); the CSP proxy reads pages there. */
    NEXT_DIST_DIR: z.string().trim().min(1).default('.next'),
    /** Serves the test-only fixture pages under /dev in a production build (the e2e suite sets it; never deploy it). */
    E2E_FIXTURES: z.stringbool().default(false),
    ADMIN_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    for (const key of ['PAYLOAD_SECRET', 'IP_HASH_SALT'] as const) {
      const value = env[key]
      if (env.NODE_ENV === 'production' && value !== undefined && value.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} must be at least 32 characters in production. Generate one with: openssl rand -hex 32`,
        })
      }
    }
  })

export type Env = z.infer<typeof schema>

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`)
}

/**
 * Secrets come from the environment; otherwise from ./data/secrets.json, which development and test create on
 * first use and `npm start` creates for a local install. Production never invents them.
 */
type ResolvedEnv = Omit<Env, 'DATABASE_URI'> & LocalSecrets & { DATABASE_URI: string; DATA_DIR: string }

function resolve(parsed: Env): ResolvedEnv {
  const dataDir = path.resolve(parsed.DATA_DIR)
  const env = { ...parsed, DATA_DIR: dataDir, DATABASE_URI: parsed.DATABASE_URI || `file:${path.join(dataDir, 'dhofar.db')}` }
  if (env.PAYLOAD_SECRET && env.IP_HASH_SALT) {
    return { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET, IP_HASH_SALT: env.IP_HASH_SALT }
  }
  const local = env.NODE_ENV === 'production' ? readLocalSecrets(dataDir) : ensureLocalSecrets(dataDir)
  if (!local) {
    throw new Error(
      'Invalid environment configuration:\n  - PAYLOAD_SECRET and IP_HASH_SALT are required in production ' +
        '(at least 32 characters each; generate with: openssl rand -hex 32). See .env.example.',
    )
  }
  return { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? local.PAYLOAD_SECRET, IP_HASH_SALT: env.IP_HASH_SALT ?? local.IP_HASH_SALT }
}

export const env = resolve(parseEnv(process.env))

export const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URI)
