/**
 * The environment, validated once. Nothing else reads process.env (style guide, "Env").
 * Local installs get generated secrets from scripts/start.mjs (kept under ./data); a production deployment
 * must provide them and is refused without them.
 */
import path from 'node:path'
import { z } from 'zod'

import { listenAddressesSchema, trustedProxiesSchema } from './network.mjs'
import { logLevelSchema, metricsHostSchema, metricsPortSchema, shutdownDelaySchema, shutdownTimeoutSchema } from './server-options.mjs'
import { ensureLocalSecrets, readLocalSecrets, type LocalSecrets } from './secrets'

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional())

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URI: z.string().trim().optional(),
    PAYLOAD_SECRET: z.string().optional(),
    IP_HASH_SALT: z.string().optional(),
    SITE_URL: z.url().default('http://localhost:3000'),
    /** How many proxies in front may tell the client's address; only peers in TRUSTED_PROXIES are believed. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
    /** Addresses and CIDR ranges of those proxies (loopback by default; src/lib/network.mjs). */
    TRUSTED_PROXIES: trustedProxiesSchema,
    /** Where scripts/serve.mjs listens (loopback by default); it parses the variable with the same schema. */
    HOST: listenAddressesSchema,
    /** The server's log: one JSON line per request at `info` (pino's levels; scripts/serve.mjs reads it too). */
    LOG_LEVEL: logLevelSchema,
    /** The Prometheus endpoint's port and addresses (loopback by default); unset: no endpoint. */
    METRICS_PORT: metricsPortSchema,
    METRICS_HOST: metricsHostSchema,
    /** On SIGTERM, how long the server lets requests in flight finish before it exits anyway. */
    SHUTDOWN_TIMEOUT_MS: shutdownTimeoutSchema,
    /** On SIGTERM, how long the server keeps serving, not ready, before it closes its port (0 behind nginx). */
    SHUTDOWN_DELAY_MS: shutdownDelaySchema,
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
    /**
     * Uploads (media, open data files) in S3-compatible object storage instead of DATA_DIR, so every replica sees
     * them (docs/deploy.md). All unset: files stay on disk, as `npm start` has them.
     */
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    /** An S3-compatible server (MinIO, Ceph, R2…); unset for AWS S3 itself. */
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** `true` for servers that address buckets by path (http://host/bucket/key), as MinIO does by default. */
    S3_FORCE_PATH_STYLE: z.stringbool().optional(),
    /**
     * An OpenTelemetry collector's OTLP/HTTP address (e.g. http://collector:4318): traces are exported there. Unset:
     * no tracing at all (src/lib/tracing/start.ts).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    /** How the traces name this service. */
    OTEL_SERVICE_NAME: z.string().trim().min(1).default('dhofar-website'),
    ADMIN_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    // Object storage is all or nothing: a half-configured bucket would lose uploads, so it is refused at start.
    const s3Set = S3_KEYS.filter((key) => env[key] !== undefined)
    if (s3Set.length > 0 && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `S3_BUCKET is required when ${s3Set.join(', ')} is set` })
    }
    if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'S3_REGION is required for AWS S3 (e.g. me-south-1), or set S3_ENDPOINT' })
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK finds credentials itself, e.g. an instance role)',
      })
    }
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

export function parseEnv(source: Record<string, string | undefined>): Env {
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

/*
 * Payload checks at start-up (outside production) that every installed Payload package has payload's own version
 * and rejects an unhandled promise otherwise, which ends the process. @payloadcms/storage-s3 and its
 * plugin-cloud-storage are at 3.90.1 at most on the registry this project installs from, beside payload 3.90.2
 * (package.json's overrides keep one payload and one @payloadcms/ui). tests/unit/storage.test.ts checks the
 * versions instead, allowing that one exception only. The Payload config imports this module before Payload starts.
 */
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URI)
