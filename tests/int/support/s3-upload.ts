/**
 * Run by tests/int/s3-storage.int.test.ts in a process of its own, with S3_* pointing at a throwaway S3 server and
 * an empty SQLite database: migrates, uploads a picture and a CSV through Payload's Local API as an editor would,
 * reads them back through Payload's file route and the site's own reader, and prints what it found as JSON.
 */
// As scripts/setup.ts: the config (and what imports it) through dynamic import() in a plain Node script.
const { default: config } = await import('@payload-config')
const { getPayload, handleEndpoints } = await import('payload')
const { readdirSync, existsSync } = await import('node:fs')
const path = await import('node:path')
const sharp = (await import('sharp')).default
const { env } = await import('@/lib/env')
const { readUpload, s3Settings } = await import('@/lib/storage')
const { PEER_HEADER } = await import('@/lib/client-address')

const payload = await getPayload({ config })
await payload.db.migrate()

const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e7d5b' } }).jpeg().toBuffer()
const media = await payload.create({
  collection: 'media',
  data: { alt: 'A green square' },
  file: { data: picture, mimetype: 'image/jpeg', name: 'khareef-green.jpg', size: picture.length },
  locale: 'en',
})
const csv = Buffer.from('key,name\r\nsalalah,Salalah\r\n')
const dataset = await payload.create({
  collection: 'datasets',
  data: { key: 's3-check', title: 'S3 check', modified: '2026-11-25' },
  file: { data: csv, mimetype: 'text/csv', name: 's3-check.csv', size: csv.length },
  locale: 'en',
})

const served = await handleEndpoints({
  config,
  request: new Request(`${env.SITE_URL}/api/media/file/${media.filename}`, { headers: { [PEER_HEADER]: '198.51.100.77' } }),
})
const settings = s3Settings(env)
const fromReader = await readUpload('media', media.filename!, { settings, staticDir: path.join(env.DATA_DIR, 'media') })
const csvFromReader = await readUpload('datasets', dataset.filename!, { settings, staticDir: path.join(env.DATA_DIR, 'datasets') })
const onDisk = (dir: string) => (existsSync(path.join(env.DATA_DIR, dir)) ? readdirSync(path.join(env.DATA_DIR, dir)) : [])

console.log(
  `RESULT ${JSON.stringify({
    filename: media.filename,
    url: media.url,
    sizes: Object.values(media.sizes ?? {}).map((size) => size?.filename),
    served: { status: served.status, type: served.headers.get('content-type'), bytes: (await served.arrayBuffer()).byteLength },
    pictureBytes: picture.length,
    readerBytes: fromReader?.length ?? null,
    csvFromReader: csvFromReader?.toString('utf8') ?? null,
    onDisk: [...onDisk('media'), ...onDisk('datasets')],
  })}`,
)
process.exit(0)

export {}
