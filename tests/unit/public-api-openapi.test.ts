/**
 * The generated OpenAPI document (src/features/public-api/openapi.ts) passes Redocly CLI's lint with the project's
 * rules (redocly.yaml: recommended-strict, every problem an error), offline, and keeps what consumers already read.
 * The contract with the real answers is tests/int/public-api-contract.int.test.ts.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { openApiDocument } from '@/features/public-api'

const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-openapi-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type LintReport = { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] }

/** Redocly CLI on `document`: no telemetry, no update check, and a time limit rather than a hang without internet. */
function lint(document: object, name: string): { status: number | null; report: LintReport } {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(document, null, 2))
  const run = spawnSync(process.execPath, [path.resolve('node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', 'redocly.yaml', '--format=json'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  if (run.error) throw run.error
  return { status: run.status, report: JSON.parse(run.stdout) as LintReport }
}

describe('the OpenAPI document under Redocly CLI lint', () => {
  it('has no problem at all', () => {
    const { status, report } = lint(openApiDocument, 'openapi.json')
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(status).toBe(0)
  }, 60_000)

  it('fails when an operation loses its operationId or the document its licence (the rules are on)', () => {
    const broken = structuredClone(openApiDocument) as { info: Record<string, unknown>; paths: Record<string, { get: Record<string, unknown> }> }
    delete broken.info.license
    delete broken.paths['/pages'].get.operationId
    const { status, report } = lint(broken, 'broken.json')
    expect(status).not.toBe(0)
    expect(report.problems.map((p) => p.ruleId).sort()).toEqual(['info-license', 'operation-operationId'])
  }, 60_000)
})

describe('the OpenAPI document for existing consumers', () => {
  const doc = openApiDocument
  const operations = Object.values(doc.paths as Record<string, { get: Record<string, any> }>).map((p) => p.get)

  it('keeps the paths and the schema names it had (and the alerts added since)', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/alerts', '/images', '/images/{id}', '/menus/{type}', '/pages', '/pages/by-url/{uniqueUrl}', '/pages/{id}/sections', '/search', '/settings'],
    )
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Error', 'Page', 'Section', 'MenuItem', 'Image', 'SearchResult', 'Settings', 'Alert']))
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })])
  })

  it('is public, licensed like the site content, and names each operation', () => {
    expect(doc.security).toEqual([])
    expect(doc.info.license).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' })
    expect(operations.map((o) => o.operationId).every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true)
  })

  it('takes its parameters from the zod schemas that parse them', () => {
    const param = (p: string, name: string) => (doc.paths as Record<string, { get: { parameters: { name: string }[] } }>)[p].get.parameters.find((x) => x.name === name)
    expect(param('/pages', 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } })
    expect(param('/search', 'page')).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 1 } })
    expect(param('/search', 'languageId')).toMatchObject({ schema: { type: 'integer', enum: [1, 2], default: 1 } })
    expect(param('/search', 'term')).toMatchObject({ schema: { type: 'string', maxLength: 200 }, description: expect.stringContaining('Trimmed') })
    expect(param('/images', 'ids')).toMatchObject({ required: true, example: '1,2', schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' } })
    expect(param('/pages/by-url/{uniqueUrl}', 'uniqueUrl')).toMatchObject({ in: 'path', required: true, schema: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$' } })
    expect(param('/menus/{type}', 'type')).toMatchObject({ in: 'path', schema: { enum: ['header', 'footer'] } })
  })

  it('documents each 400 with the per-field errors and keeps the search description', () => {
    for (const operation of operations.filter((o) => o.responses['400'])) {
      expect(operation.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/BadRequest' })
    }
    expect(doc.components.schemas.BadRequest).toMatchObject({ required: expect.arrayContaining(['errors']) })
    expect(doc.components.schemas.Error).toMatchObject({ properties: { errors: { additionalProperties: { type: 'string' } } } })
    const search = operations.find((o) => o.operationId === 'searchPages')
    expect(search?.description).toMatch(/Arabic is normalised .* small typos are tolerated/)
  })
})
