/**
 * Uploads in S3-compatible storage: the S3_* variables are all or nothing, validated at start-up; the
 * plugin runs only with a bucket, and the collections keep the same columns either way (src/lib/storage.ts).
 */
import { readFileSync } from 'node:fs'
import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { Datasets } from '@/collections/Datasets'
import { Media } from '@/collections/Media'
import { parseEnv } from '@/lib/env'
import { objectStorage, s3Settings } from '@/lib/storage'

const minio = {
  S3_BUCKET: 'dhofar-media',
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
}

describe('S3 settings from the environment', () => {
  it('are absent without S3_* variables: uploads stay on disk', () => {
    expect(s3Settings(parseEnv({}))).toBeNull()
    expect(s3Settings(parseEnv({ S3_BUCKET: '  ' }))).toBeNull()
  })

  it('give the client its endpoint, path style, credentials and region', () => {
    expect(s3Settings(parseEnv(minio))).toEqual({
      bucket: 'dhofar-media',
      config: {
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'access', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
    // AWS itself: a region, and credentials from the SDK's own chain (an instance role) when none are given.
    expect(s3Settings(parseEnv({ S3_BUCKET: 'b', S3_REGION: 'me-south-1' }))).toEqual({
      bucket: 'b',
      config: { region: 'me-south-1', forcePathStyle: false },
    })
  })

  it('refuse a half-configured bucket with a readable message', () => {
    const refused = (vars: Record<string, string>) => {
      try {
        parseEnv(vars)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(refused({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toMatch(/S3_BUCKET: S3_BUCKET is required/)
    expect(refused({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toMatch(/S3_SECRET_ACCESS_KEY: .*go together/)
    expect(refused({ S3_BUCKET: 'b' })).toMatch(/S3_REGION: S3_REGION is required/)
    expect(refused({ ...minio, S3_ENDPOINT: 'not a url' })).toMatch(/S3_ENDPOINT/)
    expect(refused({ ...minio, S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/S3_FORCE_PATH_STYLE/)
  })
})

describe('the storage plugin', () => {
  const config = { collections: [Media, Datasets] } as Config
  const uploadOf = (c: Config, slug: string) => c.collections!.find((x) => x.slug === slug)!.upload as Record<string, unknown>
  const fieldNames = (c: Config, slug: string) => c.collections!.find((x) => x.slug === slug)!.fields.flatMap((f) => ('name' in f ? [f.name] : []))

  it('leaves the config alone without a bucket (npm start on disk is unchanged)', async () => {
    expect(await objectStorage(null)(config)).toBe(config)
    expect(uploadOf(config, 'media').handlers).toHaveLength(1) // the on-disk "missing file is a 404"
  })

  it('stores media and open data files in the bucket, with the same columns', async () => {
    const stored = await objectStorage(s3Settings(parseEnv(minio)))(config)
    for (const slug of ['media', 'datasets']) {
      const upload = uploadOf(stored, slug)
      expect(upload.adapter, slug).toBe('s3')
      expect(upload.disableLocalStorage, slug).toBe(true)
      // Only the bucket's handler: the disk's 404 handler would answer first for every file.
      expect(upload.handlers, slug).toHaveLength(1)
      expect(upload.handlers).not.toContain((uploadOf(config, slug).handlers as unknown[] | undefined)?.[0])
      expect(fieldNames(stored, slug).filter((n) => n === 'prefix' || n === '_objectKey').sort(), slug).toEqual(fieldNames(config, slug).filter((n) => n === 'prefix' || n === '_objectKey').sort())
    }
    expect(fieldNames(config, 'media')).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
  })
})

describe('Payload packages', () => {
  it('are all at payload’s version, but for storage-s3, whose newest release on the registry is 3.90.1', () => {
    const version = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version
    const payload = version('payload')
    const own = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
    const packages = Object.keys(own.dependencies).filter((name) => name.startsWith('@payloadcms/'))
    expect(packages.length).toBeGreaterThan(4)
    for (const name of packages) expect(version(name), name).toBe(name === '@payloadcms/storage-s3' ? '3.90.1' : payload)
    expect(version('@payloadcms/ui')).toBe(payload)
    expect(version('@payloadcms/plugin-cloud-storage')).toBe('3.90.1')
  })
})
