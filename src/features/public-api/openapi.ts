/**
 * OpenAPI 3.1 description of the public read API, served at /api/v1/openapi.json, GENERATED from the zod schemas
 * that parse each request (./handlers.ts, the search feature's query) and describe each answer (./schemas.ts), with
 * zod's own JSON Schema output (docs/decisions/0023-openapi-from-zod.md). What is written by hand here is only
 * what zod does not know: the operations' paths, names, words and which failures each one can answer.
 */
import { z } from 'zod'

import { searchQuery } from '@/features/search'

import { idParams, imagesQuery, listQuery, menuParams, pageByUrlParams } from './handlers'
import {
  alertListEnvelope,
  components,
  imageEnvelope,
  imageListEnvelope,
  menuEnvelope,
  pageListEnvelope,
  searchEnvelope,
  sectionListEnvelope,
  settingsEnvelope,
} from './schemas'

type JsonSchema = Record<string, unknown>
type Failure = 400 | 404 | 500 | 503

type Operation = {
  path: string
  operationId: string
  tag: 'Pages' | 'Menus' | 'Images' | 'Settings' | 'Search' | 'Alerts'
  summary: string
  description: string
  pathParams?: z.ZodObject
  query?: z.ZodObject
  /** A registered envelope schema (./schemas.ts). */
  answer: z.ZodType
  failures: Failure[]
}

/**
 * The answers a request can fail with: every route answers 500 and 503 (./route.ts); every path with a parameter in
 * it, 400 for an address that cannot be decoded (src/proxy.ts) besides its handler's own.
 */
const FAILURES: Record<Failure, { description: string; schema: 'Error' | 'BadRequest' }> = {
  400: { description: 'Bad parameter: isDone false, a message and per-field errors', schema: 'BadRequest' },
  404: { description: 'Not found', schema: 'Error' },
  500: { description: 'The server could not complete the request (no detail is given)', schema: 'Error' },
  503: { description: 'The database does not answer: try again after Retry-After seconds', schema: 'Error' },
}
const ALWAYS: Failure[] = [500, 503]

const operations: Operation[] = [
  {
    path: '/pages/by-url/{uniqueUrl}',
    operationId: 'getPageByUrl',
    tag: 'Pages',
    summary: 'The published page with this unique URL (a list of one, or empty)',
    description: 'An unknown or unpublished unique URL answers an empty list, not a 404.',
    pathParams: pageByUrlParams,
    answer: pageListEnvelope,
    failures: [400, ...ALWAYS],
  },
  {
    path: '/pages',
    operationId: 'listPages',
    tag: 'Pages',
    summary: 'Published pages, newest first, optionally of one category',
    description: 'Pages `limit` at a time, ordered by page date, newest first. An unknown category id is a 404.',
    query: listQuery,
    answer: pageListEnvelope,
    failures: [400, 404, ...ALWAYS],
  },
  {
    path: '/pages/{id}/sections',
    operationId: 'getPageSections',
    tag: 'Pages',
    summary: 'Active sections of a published page, in order',
    description: 'Each section with its slider and card items in both languages. A page that is not published is a 404.',
    pathParams: idParams,
    answer: sectionListEnvelope,
    failures: [400, 404, ...ALWAYS],
  },
  {
    path: '/menus/{type}',
    operationId: 'getMenu',
    tag: 'Menus',
    summary: 'Active menu items in order, with sub-items',
    description: 'The header or the footer menu; any other type is a 404 (an address that cannot be decoded, a 400).',
    pathParams: menuParams,
    answer: menuEnvelope,
    failures: [400, 404, ...ALWAYS],
  },
  {
    path: '/images',
    operationId: 'listImages',
    tag: 'Images',
    summary: 'Images by a list of ids',
    description: 'Each image found, once; ids that name no image are left out.',
    query: imagesQuery,
    answer: imageListEnvelope,
    failures: [400, ...ALWAYS],
  },
  {
    path: '/images/{id}',
    operationId: 'getImage',
    tag: 'Images',
    summary: 'One image',
    description: 'The image with this id, or a 404.',
    pathParams: idParams,
    answer: imageEnvelope,
    failures: [400, 404, ...ALWAYS],
  },
  {
    path: '/settings',
    operationId: 'getSettings',
    tag: 'Settings',
    summary: 'Public site settings',
    description: 'Site name, contact, social accounts, sponsors, map tiles, page category ids and languages.',
    answer: settingsEnvelope,
    failures: [...ALWAYS],
  },
  {
    path: '/search',
    operationId: 'searchPages',
    tag: 'Search',
    summary: 'Published pages in one language matching a term, best first',
    description:
      'Arabic is normalised (alef and hamza forms, taa marbuta, alef maqsura, diacritics, tatweel, the article and clitics), ' +
      'English is stemmed, place names are transliterated (Salalah finds صلالة on the Arabic site) and small typos are tolerated. ' +
      'An empty or blank term returns an empty list.',
    query: searchQuery,
    answer: searchEnvelope,
    failures: [400, ...ALWAYS],
  },
  {
    path: '/alerts',
    operationId: 'listAlerts',
    tag: 'Alerts',
    summary: 'Current alerts for visitors, most severe first',
    description:
      'Published alerts between their onset and expiry (Khareef fog, closed roads, beach flags, wadis), both languages. ' +
      'An alert leaves this list within a minute of its expiry. Each links to its CAP 1.2 file.',
    answer: alertListEnvelope,
    failures: [...ALWAYS],
  },
]

const TAGS: { name: Operation['tag']; description: string }[] = [
  { name: 'Pages', description: 'Published pages and their sections' },
  { name: 'Menus', description: 'The header and footer menus' },
  { name: 'Images', description: 'Image files' },
  { name: 'Settings', description: 'Site-wide settings' },
  { name: 'Search', description: 'Full-text search of published pages' },
  { name: 'Alerts', description: 'Current warnings for visitors (also as CAP 1.2 and Atom)' },
]

/**
 * Two touches to zod's output: it states every integer's safe range (a reader gains nothing from it), and it types a
 * choice of whole numbers (`z.literal([1, 2])`) as any number.
 */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum
  const choices = jsonSchema.enum
  if (jsonSchema.type === 'number' && Array.isArray(choices) && choices.every(Number.isInteger)) jsonSchema.type = 'integer'
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })

function idOf(schema: z.ZodType): string {
  const id = components.get(schema)?.id
  if (!id) throw new Error('An operation answers with a schema that is not registered in ./schemas.ts')
  return id
}

/** A request schema's fields as OpenAPI parameters: as zod reads its input (a default makes a field optional). */
function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', override: tidy }) as {
    properties: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(json.properties).map(([name, { description, example, ...field }]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    ...(description ? { description } : {}),
    schema: field,
    ...(example !== undefined ? { example } : {}),
  }))
}

function jsonResponse(description: string, schemaId: string, headers?: object) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: ref(schemaId) } } }
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } }

function operation(op: Operation) {
  const responses: Record<string, object> = { '200': jsonResponse('OK', idOf(op.answer)) }
  for (const status of op.failures) {
    const { description, schema } = FAILURES[status]
    responses[String(status)] = jsonResponse(description, schema, status === 503 ? retryAfter : undefined)
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    parameters: [...parameters(op.pathParams, 'path'), ...parameters(op.query, 'query')],
    responses,
  }
}

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
    override: tidy,
  })
  // Each is a standalone JSON Schema to zod; inside an OpenAPI document its `$id` would rebase every `$ref`.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema as JsonSchema]))
}

/** The site's content licence, the open data's too (src/seed/data/open-data.ts). */
export const CONTENT_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Dhofar Governorate public content API',
    version: '1.0.0',
    description:
      'Published content of the Dhofar Governorate website, in the shapes of the original specification. ' +
      'Every response is an envelope { isDone, data, message }. Drafts, inactive sections and ratings are never served.',
    license: CONTENT_LICENCE,
  },
  servers: [{ url: '/api/v1', description: 'This site' }],
  security: [],
  tags: TAGS,
  paths: Object.fromEntries(operations.map((op) => [op.path, { get: operation(op) }])),
  components: { schemas: componentSchemas() },
}

/** The documented paths, for the contract test: each must have its route under src/app/(api)/api/v1. */
export const documentedPaths = operations.map((op) => op.path)
