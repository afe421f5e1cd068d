/**
 * Payload's Local API calls and the database statements under them become child spans of the request's span, on
 * libSQL's client and pg's pool alike, with the SQL text and never its values (src/lib/tracing/spans.ts).
 */
import { context, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node'
import type { Payload } from 'payload'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { statementText, tracePayload, TRACER_NAME } from '@/lib/tracing/spans'

const exporter = new InMemorySpanExporter()
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
provider.register()
afterAll(async () => {
  await provider.shutdown()
  trace.disable()
  context.disable()
})
beforeEach(() => exporter.reset())

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A Payload whose `find` runs two statements, as the SQLite adapter's would, one of them in a transaction. */
function sqlitePayload() {
  const client = {
    executed: [] as unknown[],
    async execute(statement: unknown) {
      await tick()
      this.executed.push(statement)
      return { rows: [] }
    },
    async transaction() {
      return { execute: async (statement: unknown) => (await tick(), { rows: [statement] }) }
    },
  }
  const payload = {
    db: { client },
    async find(options: { collection: string }) {
      await client.execute({ sql: 'select "id" from "pages" where "slug" = ?', args: ['secret-visitor-input'] })
      const tx = await client.transaction()
      await tx.execute('update "pages" set "views" = "views" + 1')
      return { docs: [], collection: options.collection }
    },
  }
  return payload
}

describe('traced Payload', () => {
  it('a Local API call is a child of the request span, its statements children of the call', async () => {
    const payload = tracePayload(sqlitePayload() as unknown as Payload)
    const tracer = trace.getTracer(TRACER_NAME)
    await tracer.startActiveSpan('GET /about', async (request) => {
      await payload.find({ collection: 'pages', draft: false, locale: 'ar' })
      request.end()
    })
    const spans = exporter.getFinishedSpans()
    const byName = (name: string) => spans.filter((span) => span.name === name)
    const [root] = byName('GET /about')
    const [call] = byName('payload.find pages')
    expect(call.parentSpanContext?.spanId).toBe(root.spanContext().spanId)
    expect(call.attributes).toMatchObject({ 'payload.operation': 'find', 'payload.collection': 'pages', 'payload.draft': false, 'payload.locale': 'ar' })
    const queries = byName('db.query')
    expect(queries.map((span) => span.attributes['db.query.text'])).toEqual(['select "id" from "pages" where "slug" = ?', 'update "pages" set "views" = "views" + 1'])
    expect(queries.map((span) => span.attributes['db.operation.name'])).toEqual(['SELECT', 'UPDATE'])
    for (const query of queries) {
      expect(query.parentSpanContext?.spanId).toBe(call.spanContext().spanId)
      expect(query.attributes['db.system.name']).toBe('sqlite')
      expect(JSON.stringify(query.attributes)).not.toContain('secret-visitor-input')
    }
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1)
  })

  it('wraps once, however often the instance is handed out', async () => {
    const raw = sqlitePayload()
    const payload = tracePayload(tracePayload(raw as unknown as Payload))
    await payload.find({ collection: 'alerts' })
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['db.query', 'db.query', 'payload.find alerts'])
  })

  it('a failing statement marks its span and the call as errors and still throws', async () => {
    const client = { execute: async () => Promise.reject(new Error('SQLITE_BUSY')) }
    const payload = tracePayload({ db: { client }, find: () => client.execute() } as unknown as Payload)
    await expect(payload.find({ collection: 'pages' })).rejects.toThrow('SQLITE_BUSY')
    const spans = exporter.getFinishedSpans()
    expect(spans.map((span) => [span.name, span.status.code])).toEqual([
      ['db.query', 2],
      ['payload.find pages', 2],
    ])
  })

  it("pg's pool and the clients it lends for transactions", async () => {
    const lent = { query: async (text: string) => ({ rows: [text] }) }
    const pool = { query: async (config: { text: string }) => ({ rows: [config.text] }), connect: async () => lent }
    const payload = tracePayload({
      db: { pool },
      async findGlobal() {
        await pool.query({ text: 'select * from "header" where "id" = $1' })
        const client = await pool.connect()
        await client.query('begin')
      },
    } as unknown as Payload)
    await payload.findGlobal({ slug: 'header' })
    const spans = exporter.getFinishedSpans()
    expect(spans.map((span) => [span.name, span.attributes['db.query.text'] ?? span.attributes['payload.collection']])).toEqual([
      ['db.query', 'select * from "header" where "id" = $1'],
      ['db.query', 'begin'],
      ['payload.findGlobal header', 'header'],
    ])
    expect(spans[0].attributes['db.system.name']).toBe('postgresql')
  })

  it('reads the SQL of every statement shape, and cuts a long one', () => {
    expect(statementText('select 1')).toBe('select 1')
    expect(statementText({ sql: 'select 2', args: [1] })).toBe('select 2')
    expect(statementText({ text: 'select 3', values: [1] })).toBe('select 3')
    expect(statementText(42)).toBeUndefined()
    expect(statementText('x'.repeat(5000))).toHaveLength(2000)
  })
})
