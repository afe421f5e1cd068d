/**
 * Local secrets for installs without configured ones: generated once, kept in <DATA_DIR>/secrets.json (git-ignored),
 * so sessions, hashes and logins survive restarts. A production deployment sets them in the environment instead.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type LocalSecrets = { PAYLOAD_SECRET: string; IP_HASH_SALT: string }

const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json')

export function readLocalSecrets(dataDir: string): LocalSecrets | undefined {
  const file = secretsFile(dataDir)
  if (!existsSync(file)) return undefined
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'PAYLOAD_SECRET' in parsed &&
    'IP_HASH_SALT' in parsed &&
    typeof parsed.PAYLOAD_SECRET === 'string' &&
    typeof parsed.IP_HASH_SALT === 'string'
  ) {
    return { PAYLOAD_SECRET: parsed.PAYLOAD_SECRET, IP_HASH_SALT: parsed.IP_HASH_SALT }
  }
  throw new Error(`${file} is not valid: delete it to generate new local secrets.`)
}

export function ensureLocalSecrets(dataDir: string): LocalSecrets {
  const existing = readLocalSecrets(dataDir)
  if (existing) return existing
  const secrets: LocalSecrets = {
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    IP_HASH_SALT: randomBytes(32).toString('hex'),
  }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(secretsFile(dataDir), JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  return secrets
}
