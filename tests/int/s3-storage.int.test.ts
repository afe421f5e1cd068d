/**
 * Uploads land in S3-compatible storage when S3_* is set. A throwaway S3 server (s3rver, an npm
 * package that keeps the bucket in a folder) stands in for MinIO or AWS; a process of its own runs Payload with
 * S3_* pointing at it on an empty SQLite database (tests/int/support/s3-upload.ts): the picture, its renditions
 * and an open data file go to the bucket and nothing to DATA_DIR, and both Payload's file route and the site's
 * own reader get the bytes back.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withLexicalBuild } from '../../scripts/lib/run-tsx.mjs'
import { onPostgres } from './helpers'

const BUCKET = 'dhofar-uploads'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let server: S3rver
let endpoint: string
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dhofar-s3-'))

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  const port = await freePort()
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: path.join(tmp, 'bucket'), configureBuckets: [{ name: BUCKET }] })
  await server.run()
  endpoint = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await server?.close()
  rmSync(tmp, { recursive: true, force: true })
})

// Its own SQLite database in a process of its own, whichever database the suite runs on: once is enough.
describe.skipIf(onPostgres)('uploads in S3-compatible storage', () => {
  it('go to the bucket, not to DATA_DIR, and are served back', async () => {
    const dataDir = path.join(tmp, 'data')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'dhofar.db')}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: '',
    }
    let run = { stdout: '', stderr: '', code: 0 as number | null }
    // Asynchronously: the S3 server runs in this process and must answer the child's requests meanwhile.
    // With Lexical's plain builds, as every script of ours: its `.node.mjs` wrappers deadlock Node's module loading
    // about one start in two (exit code 13, before the script did anything; five in a row in CI on 2026-11-26),
    // see scripts/lib/run-tsx.mjs. The retry stays for anything else that stalls at load, as there.
    for (let attempt = 0; attempt < 5 && (attempt === 0 || run.code === 13); attempt++) {
      const script = [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tests/int/support/s3-upload.ts']
      const child = spawn(process.execPath, script, { env: withLexicalBuild(env) })
      run = { stdout: '', stderr: '', code: 0 }
      child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
      run.code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    }
    const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '))
    expect(line, `exit ${run.code}\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-4000)}`).toBeTruthy()
    const result = JSON.parse(line!.slice('RESULT '.length))

    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const keys = (listed.Contents ?? []).map((o) => o.Key).sort()
    expect(keys).toContain(`media/${result.filename}`)
    for (const size of result.sizes.filter(Boolean)) expect(keys).toContain(`media/${size}`)
    expect(result.sizes.filter(Boolean).length).toBeGreaterThan(0)
    expect(keys).toContain('datasets/s3-check.csv')
    expect(result.onDisk).toEqual([])
    // The address is the site's own (Payload serves the file with its access rules), not the bucket's.
    expect(result.url).toBe(`/api/media/file/${result.filename}`)
    expect(result.served).toEqual({ status: 200, type: 'image/jpeg', bytes: result.pictureBytes })
    expect(result.readerBytes).toBe(result.pictureBytes)
    expect(result.csvFromReader).toBe('key,name\r\nsalalah,Salalah\r\n')
  })
})
