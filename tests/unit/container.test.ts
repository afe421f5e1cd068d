/**
 * The container files (docs/deploy.md, "Containers"): the Dockerfile's shape, and compose.yaml against what
 * `npm run start:cluster` runs. The image itself is built, run and restarted by `npm test -- container`
 * (tests/container/run.mjs); compose.yaml's images come from a registry, so its structure is checked here.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

const dockerfile = readFileSync('Dockerfile', 'utf8')
const dockerignore = readFileSync('.dockerignore', 'utf8').split('\n').map((line) => line.trim())
const envExample = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))

type Service = {
  image?: string
  build?: string
  environment?: Record<string, string | null>
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
  healthcheck?: unknown
  ports?: string[]
  command?: string[]
  networks?: string[] | Record<string, { ipv4_address?: string }>
}
const compose = load(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> }
const { services } = compose
const replicas = Object.keys(services).filter((name) => services[name].build === '.')

/** Dockerfile instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))

describe('the Dockerfile', () => {
  it('builds from BASE (the official Node image unless told otherwise), each stage on that or an earlier one', () => {
    expect(dockerfile.split('\n')[0]).toBe('ARG BASE=node:24-bookworm-slim')
    const stages: string[] = []
    for (const line of instructions.filter((l) => l.startsWith('FROM '))) {
      const [, from, name] = /^FROM (\S+) AS (\S+)$/.exec(line) ?? []
      expect(from === '${BASE}' || stages.includes(from), line).toBe(true)
      stages.push(name)
    }
    expect(stages).toEqual(['deps', 'build', 'runtime'])
  })

  it('runs as a user of its own with DATA_DIR on a volume, and checks its health', () => {
    const runtime = instructions.slice(instructions.findIndex((l) => l.startsWith('FROM build AS runtime')))
    expect(runtime.filter((l) => l.startsWith('USER ')).at(-1)).toBe('USER dhofar')
    expect(runtime.join('\n')).toMatch(/DATA_DIR=\/data/)
    expect(runtime).toContain('VOLUME /data')
    expect(runtime.find((l) => l.startsWith('HEALTHCHECK'))).toMatch(/\/api\/health\/live/)
    expect(runtime.at(-1)).toBe('CMD ["node", "scripts/start.mjs"]')
  })

  it('bakes no secret into a layer and copies no local data, secrets or builds', () => {
    for (const line of instructions.filter((l) => /^(ENV|ARG) /.test(l))) {
      expect(line).not.toMatch(/SECRET|SALT|PASSWORD|TOKEN|_KEY/)
    }
    for (const entry of ['.env', '.env.*', 'data', 'node_modules', '.next*', 'backups', '.git']) expect(dockerignore).toContain(entry)
    // Each stage is built on the one before: npm's cache must stay out of the layers (a cache mount).
    expect(instructions.find((l) => /\bnpm ci\b/.test(l))).toMatch(/^RUN --mount=type=cache,\S*target=\/root\/\.npm /)
  })
})

describe('compose.yaml', () => {
  it('runs what start:cluster runs: PostgreSQL, Redis, two replicas of the image and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis'])
    expect(replicas).toEqual(['app1', 'app2'])
    for (const name of ['postgres', 'redis']) expect(services[name].healthcheck, name).toBeTruthy()
    expect(services.app1.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } })
    // The second replica starts after the first has migrated and seeded: never two migrations at once.
    expect(services.app2.depends_on).toEqual({ app1: { condition: 'service_healthy' } })
    expect(services.nginx.ports).toEqual(['${PORT:-3000}:80'])
  })

  it('gives the replicas the environment start:cluster gives its own, every name one .env.example explains', () => {
    for (const name of replicas) {
      const environment = services[name].environment ?? {}
      for (const key of Object.keys(environment)) expect(envExample.has(key) || key === 'NODE_ENV', key).toBe(true)
      // What scripts/cluster.mjs sets for its replicas.
      expect(environment).toMatchObject({ NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379', TRUST_PROXY: '1', HOST: '0.0.0.0' })
      expect(environment.DATABASE_URI).toMatch(/^postgres:\/\/dhofar:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/dhofar$/)
      // Everything else the site reads is passed on; DATA_DIR is the image's volume; the rest are not the site's.
      const notTheSite = ['DATA_DIR', 'BACKUP_DIR', 'TLS_CERT', 'TLS_KEY', 'TLS_PORT', 'SEED_IMAGE_SCALE']
      for (const key of envExample) if (!notTheSite.includes(key)) expect(Object.keys(environment), key).toContain(key)
      // Secrets come from the deployer, never from the file.
      expect(environment.PAYLOAD_SECRET).toMatch(/^\$\{PAYLOAD_SECRET:\?/)
      expect(environment.IP_HASH_SALT).toMatch(/^\$\{IP_HASH_SALT:\?/)
      expect(services[name].volumes).toEqual(['site-data:/data'])
    }
  })

  it('is an environment the site accepts, and believes nginx alone', () => {
    const environment = services.app1.environment ?? {}
    const filled = Object.fromEntries(
      Object.entries(environment)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, value]) => [
          key,
          // A default as compose fills it; a required value as a deployer gives it (32 characters, as secrets need).
          value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1').replace(/\$\{[A-Z_]+:\?[^}]*\}/g, 'a'.repeat(32)),
        ]),
    )
    expect(() => parseEnv(filled)).not.toThrow()
    const networks = services.nginx.networks as Record<string, { ipv4_address?: string }>
    expect(environment.TRUSTED_PROXIES).toBe(networks.site.ipv4_address)
  })

  it("fills every placeholder of nginx's template, one upstream per replica", () => {
    const script = (services.nginx.command ?? [])[2]
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-compose-nginx-'))
    try {
      // The command as the container runs it ($$ is compose's $), with the template here and no nginx.
      const local = script
        .replaceAll('$$', '$')
        .replaceAll('/etc/dhofar/dhofar.conf.template', path.resolve('deploy/nginx/dhofar.conf.template'))
        .replace(/^dir=.*$/m, `dir=${dir}`)
        .replace(/^(exec )?nginx .*$/gm, '')
      execFileSync('sh', ['-c', local], { env: { ...process.env, SERVER_NAME: 'localhost 127.0.0.1' } })
      const config = readFileSync(path.join(dir, 'nginx.conf'), 'utf8')
      expect(config).not.toMatch(/@[A-Z_]+@/)
      expect(config).not.toMatch(/^\s*#(tls|http) /m)
      expect(config).toMatch(/^\s*listen 80;$/m)
      for (const name of replicas) expect(config).toContain(`server ${name}:3000 max_fails=1 fail_timeout=5s;`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
