/**
 * Where uploaded files live (docs/deploy.md). Without S3_* variables: on disk under DATA_DIR, as
 * `npm start` has always kept them. With S3_BUCKET (and its region or endpoint): in S3-compatible object storage
 * through @payloadcms/storage-s3, so every replica serves the same files. Either way the files keep their
 * addresses (`/api/media/file/…`, served by Payload with its access rules) and the database keeps the same columns:
 * the plugin's `prefix` and `_objectKey` are declared on the collections whether it runs or not, so one set of
 * migrations fits both. The plugin and the AWS SDK are loaded only when a bucket is configured (a second and more
 * of start-up otherwise).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config, Field, Plugin } from 'payload'

import type { Env } from './env'

/** The upload collections and the key prefix of their files in the bucket. */
export const STORED_COLLECTIONS = { media: 'media', datasets: 'datasets' } as const
export type StoredCollection = keyof typeof STORED_COLLECTIONS

export type S3Settings = {
  bucket: string
  config: {
    region: string
    endpoint?: string
    forcePathStyle: boolean
    credentials?: { accessKeyId: string; secretAccessKey: string }
    requestChecksumCalculation?: 'WHEN_REQUIRED'
    responseChecksumValidation?: 'WHEN_REQUIRED'
  }
}

type S3Env = Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>

/** The S3 client's settings from the (validated) environment, or null when uploads stay on disk. */
export function s3Settings(env: S3Env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  return {
    bucket: env.S3_BUCKET,
    config: {
      // The SDK signs with a region even for other servers; theirs usually accept any, us-east-1 by convention.
      region: env.S3_REGION ?? 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
      ...(credentials ? { credentials } : {}),
      // S3-compatible servers do not all accept the checksums the SDK adds to every request by default.
      ...(env.S3_ENDPOINT ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    },
  }
}

/** The columns the storage plugin keeps per upload, declared by the collections themselves (see above). */
export function storageFields(collection: StoredCollection): Field[] {
  const hidden = { hidden: true, readOnly: true }
  return [
    { name: 'prefix', type: 'text', defaultValue: STORED_COLLECTIONS[collection], admin: hidden },
    { name: '_objectKey', type: 'text', admin: hidden },
  ]
}

/**
 * The Payload plugin: nothing without a bucket; with one, @payloadcms/storage-s3 for the upload collections, whose
 * own "missing file" handlers are dropped (they look on the local disk, which then holds nothing).
 */
export function objectStorage(settings: S3Settings | null): Plugin {
  return async (config: Config) => {
    if (!settings) return config
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const stored = new Set<string>(Object.keys(STORED_COLLECTIONS))
    const withoutDiskHandlers: Config = {
      ...config,
      collections: (config.collections ?? []).map((collection) =>
        stored.has(collection.slug) && typeof collection.upload === 'object'
          ? { ...collection, upload: { ...collection.upload, handlers: [] } }
          : collection,
      ),
    }
    // The same addresses as on disk (`/api/media/file/<name>`, no `?prefix=`): the file route finds the document,
    // and with it the object's key, by its file name.
    const ownAddress = ({ collection, filename }: { collection: { slug: string }; filename: string }) =>
      `/api/${collection.slug}/file/${encodeURIComponent(filename)}`
    return s3Storage({
      bucket: settings.bucket,
      config: settings.config,
      collections: {
        media: { prefix: STORED_COLLECTIONS.media, generateFileURL: ownAddress },
        datasets: { prefix: STORED_COLLECTIONS.datasets, generateFileURL: ownAddress },
      },
    })(withoutDiskHandlers)
  }
}

/**
 * The bytes of an uploaded file (`filename` as Payload stored it), or null when it is missing: for the server's own
 * use of uploads (the link-preview card's picture, the open data downloads), from disk or the bucket.
 */
export async function readUpload(
  collection: StoredCollection,
  filename: string,
  { settings, staticDir }: { settings: S3Settings | null; staticDir: string },
): Promise<Buffer | null> {
  const name = path.basename(filename)
  if (!name) return null
  if (!settings) return readFile(path.join(path.resolve(staticDir), name)).catch(() => null)
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const key = JSON.stringify(settings)
  let client = clients.get(key)
  if (!client) clients.set(key, (client = new S3Client(settings.config)))
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${STORED_COLLECTIONS[collection]}/${name}` }))
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch {
    return null
  }
}

/** One client per configuration, kept for the process (it holds a pool of connections). */
const clients = new Map<string, import('@aws-sdk/client-s3').S3Client>()
