/**
 * The OpenAPI document is the API: every documented path is called through its real route
 * handler (src/app/(api)/api/v1) on the seeded database, with good and bad input, and every answer's body is
 * validated against the document's schema for its status (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). Each
 * documented answer must be seen at least once and no undocumented one may appear; the router's paths and the
 * document's must be the same.
 *
 * Next's data cache is a pass-through here (its keys and tags are tested in revalidation.int.test.ts), the Payload
 * client can be made to fail, to see the real 503 and 500 answers, and the proxy (src/proxy.ts) is called for the
 * 400 it gives an address that cannot be decoded.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const fault = vi.hoisted(() => ({ error: undefined as Error | undefined }))

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  revalidatePath: vi.fn(),
}))

// The proxy's locale routing is not called for /api/v1, and next-intl's ESM build cannot load outside Next.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null, { status: 500 }) }))

vi.mock('@/lib/payload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/payload')>()
  return { getPayloadClient: () => (fault.error ? Promise.reject(fault.error) : actual.getPayloadClient()) }
})

import { openApiDocument } from '@/features/public-api'

import { testPayload } from './helpers'

const API_DIR = path.resolve('src/app/(api)/api/v1')

/** Routes under /api/v1 that are not the public read API, and why. */
const NOT_DOCUMENTED: Record<string, string> = {
  '/openapi.json': 'the document itself',
  '/geocode':
    "the map's proxy to an outside geocoder for the site's own map search (its provider's usage policy binds the site): not part of the public read API",
}

type Doc = typeof openApiDocument
type Responses = Record<string, { content: { 'application/json': { schema: { $ref: string } } }; headers?: Record<string, unknown> }>
const operationOf = (template: string) => (openApiDocument.paths as Record<string, { get: { responses: Responses } }>)[template].get

/** Every route.ts under /api/v1 as an OpenAPI path template (`[id]` → `{id}`). */
function routerPaths(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routerPaths(full)
    if (entry.name !== 'route.ts') return []
    return ['/' + path.relative(API_DIR, dir).split(path.sep).map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/')]
  })
}

type RouteGet = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response

/** Calls the route handler of `template` as Next would, with the path parameters and the query. */
async function call(template: string, params: Record<string, string> = {}, query = ''): Promise<Response> {
  const dir = template.replace(/\{(\w+)\}/g, '[$1]')
  const { GET } = (await import(path.join(API_DIR, dir, 'route.ts'))) as { GET: RouteGet }
  const url = `http://localhost/api/v1${template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]))}${query}`
  return GET(new Request(url), { params: Promise.resolve(params) })
}

// Strict: a keyword Ajv does not know in a generated schema is an error, not silently ignored. The document's
// components are one schema resource whose `#/components/schemas/...` references resolve as in the document.
const ajv = new Ajv2020({ allErrors: true, strict: true })
addFormats(ajv)
ajv.addKeyword('components')
ajv.addSchema({ $id: 'urn:dhofar:openapi', components: openApiDocument.components })

/** The statuses each documented path answered in this run. */
const seen = new Map<string, Set<string>>()

/** Calls, then validates the answer against the document. */
async function expectContract(template: string, expected: number, params: Record<string, string> = {}, query = '') {
  return expectAnswer(template, await call(template, params, query), expected, `GET ${template} ${JSON.stringify(params)} ${query}`)
}

/** An answer of `template` checked against the document: its status documented, its body of that status's schema. */
async function expectAnswer(template: string, response: Response, expected: number, label: string) {
  expect(response.status, label).toBe(expected)
  const documented = operationOf(template).responses[String(response.status)]
  expect(documented, `${label}: status ${response.status} is not documented`).toBeDefined()
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
  const validate = ajv.getSchema(`urn:dhofar:openapi${documented.content['application/json'].schema.$ref}`)
  if (!validate) throw new Error(`${label}: no schema ${documented.content['application/json'].schema.$ref}`)
  const body: unknown = await response.json()
  expect(validate(body) ? [] : validate.errors, `${label}: body does not match the document`).toEqual([])
  for (const header of Object.keys(documented.headers ?? {})) expect(response.headers.get(header), `${label}: ${header}`).toBeTruthy()
  if (!seen.has(template)) seen.set(template, new Set())
  seen.get(template)!.add(String(response.status))
  return body as { data: unknown; errors?: Record<string, string>; total?: number }
}

let payload: Payload
let homeId: number
let imageIds: number[]

beforeAll(async () => {
  payload = await testPayload()
  const home = await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: 'home' } }, limit: 1, depth: 0 })
  homeId = Number(home.docs[0].id)
  const media = await payload.find({ collection: 'media', limit: 3, depth: 0 })
  imageIds = media.docs.map((doc) => Number(doc.id))
})

describe('the router and the document', () => {
  it('have the same paths under /api/v1', () => {
    const documented = Object.keys(openApiDocument.paths).sort()
    const routed = routerPaths().filter((p) => !(p in NOT_DOCUMENTED)).sort()
    expect(routed).toEqual(documented)
    // An exemption for a route that is gone is stale.
    for (const exempt of Object.keys(NOT_DOCUMENTED)) expect(routerPaths(), exempt).toContain(exempt)
  })

  it('serve the document at /openapi.json', async () => {
    const { GET } = (await import(path.join(API_DIR, 'openapi.json', 'route.ts'))) as { GET: () => Response }
    const response = GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument)))
  })

  it('are public: no security scheme, a licence, an operationId on each operation', () => {
    const doc: Doc = openApiDocument
    expect(doc.security).toEqual([])
    expect(doc.info.license.url).toMatch(/^https:\/\//)
    const ids = Object.keys(doc.paths).map((p) => (doc.paths as Record<string, { get: { operationId: string } }>)[p].get.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('every documented path answers as documented', () => {
  it('/pages/by-url/{uniqueUrl}', async () => {
    const found = await expectContract('/pages/by-url/{uniqueUrl}', 200, { uniqueUrl: 'Tourism-Sector' })
    expect(found.data).toHaveLength(1)
    expect((await expectContract('/pages/by-url/{uniqueUrl}', 200, { uniqueUrl: 'no-such-page' })).data).toEqual([])
    const bad = await expectContract('/pages/by-url/{uniqueUrl}', 400, { uniqueUrl: '../../etc' })
    expect(Object.keys(bad.errors ?? {})).toEqual(['uniqueUrl'])
  })

  it('/pages', async () => {
    expect((await expectContract('/pages', 200)).data).toHaveLength(20)
    expect((await expectContract('/pages', 200, {}, '?category=20&limit=3&page=1')).data).toHaveLength(3)
    expect((await expectContract('/pages', 400, {}, '?limit=1000&page=x')).errors).toMatchObject({ limit: expect.any(String), page: expect.any(String) })
    await expectContract('/pages', 400, {}, '?category=-3')
    await expectContract('/pages', 404, {}, '?category=999')
  })

  it('/pages/{id}/sections', async () => {
    expect((await expectContract('/pages/{id}/sections', 200, { id: String(homeId) })).data).not.toHaveLength(0)
    expect((await expectContract('/pages/{id}/sections', 400, { id: 'abc' })).errors).toHaveProperty('id')
    await expectContract('/pages/{id}/sections', 404, { id: '99999999' })
  })

  it('/menus/{type}', async () => {
    expect((await expectContract('/menus/{type}', 200, { type: 'header' })).data).not.toHaveLength(0)
    await expectContract('/menus/{type}', 200, { type: 'footer' })
    await expectContract('/menus/{type}', 404, { type: 'sidebar' })
  })

  it('/images', async () => {
    expect((await expectContract('/images', 200, {}, `?ids=${imageIds.join(',')}`)).data).toHaveLength(imageIds.length)
    expect((await expectContract('/images', 400)).errors).toHaveProperty('ids')
    await expectContract('/images', 400, {}, '?ids=1,x')
    await expectContract('/images', 400, {}, `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)
  })

  it('/images/{id}', async () => {
    expect((await expectContract('/images/{id}', 200, { id: String(imageIds[0]) })).data).toMatchObject({ id: imageIds[0] })
    expect((await expectContract('/images/{id}', 400, { id: '0' })).errors).toHaveProperty('id')
    await expectContract('/images/{id}', 404, { id: '99999999' })
  })

  it('/settings', async () => {
    await expectContract('/settings', 200)
  })

  it('/search', async () => {
    const english = await expectContract('/search', 200, {}, '?term=Salalah&languageId=2&limit=5')
    expect(english.total).toBeGreaterThan(0)
    await expectContract('/search', 200, {}, `?term=${encodeURIComponent('صلالة')}&page=2&limit=2`)
    expect((await expectContract('/search', 200, {}, '?term=%20')).data).toEqual([])
    expect((await expectContract('/search', 400, {}, '?term=a&languageId=3')).errors).toHaveProperty('languageId')
    await expectContract('/search', 400, {}, `?term=${'a'.repeat(201)}`)
  })

  it('/alerts', async () => {
    const hour = 3600 * 1000
    const created = await payload.create({
      collection: 'alerts',
      locale: 'en',
      draft: true,
      data: { title: 'Contract fog', message: 'Slow down', severity: 'warning', category: 'weather', wilayats: ['DalkutRegion'], onset: new Date(Date.now() - hour).toISOString(), expires: new Date(Date.now() + hour).toISOString(), _status: 'draft' },
    })
    try {
      await payload.update({ collection: 'alerts', id: created.id, locale: 'ar', data: { title: 'ضباب', message: 'خفف السرعة', _status: 'published' } })
      const body = await expectContract('/alerts', 200)
      expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: created.id, severity: 'warning', capUrl: `/alerts/${created.id}.cap` })]))
    } finally {
      await payload.delete({ collection: 'alerts', id: created.id })
    }
  })

  it('answers 400 for an address that cannot be decoded, on every path with a parameter (src/proxy.ts)', async () => {
    const { default: proxy } = await import('@/proxy')
    const templates = Object.keys(openApiDocument.paths).filter((template) => template.includes('{'))
    expect(templates).toHaveLength(4)
    for (const template of templates) {
      const url = `http://localhost/api/v1${template.replace(/\{\w+\}/g, '%ZZ')}`
      const body = await expectAnswer(template, await proxy(new NextRequest(url)), 400, `GET ${url} through the proxy`)
      expect(body.errors, url).toHaveProperty('path')
    }
  })

  it('answers 503 with Retry-After when the database is down, and 500 on an unexpected failure, on every path', async () => {
    const calls: Array<[string, Record<string, string>, string?]> = [
      ['/pages/by-url/{uniqueUrl}', { uniqueUrl: 'home' }],
      ['/pages', {}],
      ['/pages/{id}/sections', { id: String(homeId) }],
      ['/menus/{type}', { type: 'header' }],
      ['/images', {}, `?ids=${imageIds[0]}`],
      ['/images/{id}', { id: String(imageIds[0]) }],
      ['/settings', {}],
      ['/search', {}, '?term=Salalah'],
      ['/alerts', {}],
    ]
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const silent = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const [template, params, query] of calls) {
        fault.error = Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' })
        await expectContract(template, 503, params, query)
        fault.error = new Error('a bug')
        await expectContract(template, 500, params, query)
      }
    } finally {
      fault.error = undefined
      quiet.mockRestore()
      silent.mockRestore()
    }
  })

  it('saw every documented answer of every path (run after the calls above)', () => {
    for (const template of Object.keys(openApiDocument.paths)) {
      expect([...(seen.get(template) ?? [])].sort(), template).toEqual(Object.keys(operationOf(template).responses).sort())
    }
  })
})
