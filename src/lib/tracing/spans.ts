/**
 * Child spans for what a request does inside Payload: each Local API call (`payload.find pages`) and each database
 * statement under it (`db.query`), on SQLite (libSQL) and PostgreSQL alike. Installed on the process's one Payload
 * instance (src/lib/payload.ts) only while tracing is on (./start.ts), so an untraced server runs Payload untouched.
 *
 * The statement's text is kept (with its placeholders; the values are never read), so a slow span names its query
 * without carrying what a visitor typed. docs/decisions/0052-traces.md.
 */
import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import type { Payload } from 'payload'

export const TRACER_NAME = 'dhofar-website'
const tracer = () => trace.getTracer(TRACER_NAME)
const STATEMENT_LIMIT = 2000
const wrapped = Symbol.for('dhofar.tracing.wrapped')

/** The Local API calls a page or an endpoint makes; the first argument names the collection or global. */
const LOCAL_API = ['find', 'findByID', 'findGlobal', 'count', 'create', 'update', 'delete', 'updateGlobal', 'findVersions', 'findGlobalVersions'] as const

type AnyFn = (...args: never[]) => unknown

/** Runs `run` inside a span named `name`: ended when its promise settles, marked as an error when it rejects. */
export function inSpan<T>(name: string, attributes: Record<string, string | number | boolean | undefined>, run: () => T, kind = SpanKind.INTERNAL): T {
  return tracer().startActiveSpan(name, { kind, attributes: definedOnly(attributes) }, (span) => {
    try {
      const result = run()
      if (result instanceof Promise) {
        return result.then(
          (value) => (span.end(), value),
          (error: unknown) => {
            failed(span, error)
            throw error
          },
        ) as T
      }
      span.end()
      return result
    } catch (error) {
      failed(span, error)
      throw error
    }
  })
}

function failed(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error))
  span.setStatus({ code: SpanStatusCode.ERROR })
  span.end()
}

function definedOnly(attributes: Record<string, string | number | boolean | undefined>) {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Record<string, string | number | boolean>
}

/** Replaces `target[method]` by a traced one, once. */
function wrapMethod<T extends object>(target: T, method: string, around: (original: AnyFn, self: T, args: unknown[]) => unknown) {
  const original = (target as Record<string, unknown>)[method]
  if (typeof original !== 'function' || (original as { [wrapped]?: boolean })[wrapped]) return
  const traced = function (this: T, ...args: unknown[]) {
    return around(original as AnyFn, this, args)
  }
  Object.defineProperty(traced, wrapped, { value: true })
  ;(target as Record<string, unknown>)[method] = traced
}

/** The SQL of a libSQL statement (a string or `{ sql, args }`) or a pg query (a string or `{ text }`). */
export function statementText(statement: unknown): string | undefined {
  const text = typeof statement === 'string' ? statement : ((statement as { sql?: unknown; text?: unknown } | null)?.sql ?? (statement as { text?: unknown } | null)?.text)
  return typeof text === 'string' ? text.slice(0, STATEMENT_LIMIT) : undefined
}

const operationOf = (sql: string | undefined) => sql?.trimStart().split(/\s/, 1)[0]?.toUpperCase()

function query(system: 'sqlite' | 'postgresql', original: AnyFn, self: unknown, args: unknown[]) {
  const sql = statementText(args[0])
  return inSpan('db.query', { 'db.system.name': system, 'db.query.text': sql, 'db.operation.name': operationOf(sql) }, () => original.apply(self, args as never[]), SpanKind.CLIENT)
}

/** libSQL's client (the SQLite adapter): statements, batches and the statements of its transactions. */
function traceLibsql(client: object) {
  wrapMethod(client, 'execute', (original, self, args) => query('sqlite', original, self, args))
  wrapMethod(client, 'batch', (original, self, args) =>
    inSpan('db.batch', { 'db.system.name': 'sqlite', 'db.operation.batch.size': Array.isArray(args[0]) ? args[0].length : undefined }, () => original.apply(self, args as never[]), SpanKind.CLIENT),
  )
  wrapMethod(client, 'transaction', (original, self, args) =>
    (original.apply(self, args as never[]) as Promise<object>).then((transaction) => {
      wrapMethod(transaction, 'execute', (execute, tx, txArgs) => query('sqlite', execute, tx, txArgs))
      return transaction
    }),
  )
}

/** pg's pool (the PostgreSQL adapter): its own queries and those of the clients it lends for transactions. */
function tracePgPool(pool: object) {
  wrapMethod(pool, 'query', (original, self, args) => query('postgresql', original, self, args))
  wrapMethod(pool, 'connect', (original, self, args) => {
    const result = original.apply(self, args as never[])
    // Drizzle asks for a client with a promise; a callback-style call is left as it is.
    if (!(result instanceof Promise)) return result
    return result.then((client: object) => {
      wrapMethod(client, 'query', (clientQuery, c, queryArgs) => query('postgresql', clientQuery, c, queryArgs))
      return client
    })
  })
}

/** Traces the instance's Local API calls and its database's statements (idempotent). */
export function tracePayload(payload: Payload): Payload {
  for (const method of LOCAL_API) {
    wrapMethod(payload, method, (original, self, args) => {
      const options = (args[0] ?? {}) as { collection?: string; slug?: string; draft?: boolean; locale?: string }
      const target = options.collection ?? options.slug
      return inSpan(
        `payload.${method}${target ? ` ${target}` : ''}`,
        { 'payload.operation': method, 'payload.collection': target, 'payload.draft': options.draft, 'payload.locale': options.locale },
        () => original.apply(self, args as never[]),
      )
    })
  }
  const db = payload.db as unknown as { client?: object; pool?: object }
  if (db.client) traceLibsql(db.client)
  if (db.pool) tracePgPool(db.pool)
  return payload
}
