/**
 * Traces (src/lib/tracing, docs/decisions/0052-traces.md): one page request sent with a `traceparent`, as a proxy or
 * a load balancer would, is one trace in the collector: Next's request and render spans joined to the caller's
 * trace, the page's Local API reads under the render, and the database statements under each read. The server of
 * the `mutating` project exports to a local OTLP receiver that scripts/test.mjs starts (E2E_OTLP_RECEIVER_URL).
 */
import { randomBytes } from 'node:crypto'

import { expect, test } from './fixtures'

type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: Record<string, unknown>; service?: string }

const receiver = process.env.E2E_OTLP_RECEIVER_URL

test('one page request is one trace: the render, its Local API reads and their statements @traced', async ({ request }) => {
  test.skip(!receiver, 'needs the traced server that scripts/test.mjs starts (E2E_OTLP_RECEIVER_URL)')
  const traceId = randomBytes(16).toString('hex')
  const callerSpan = randomBytes(8).toString('hex')
  // A news article at an address nobody asked for: rendered on demand (never an answer from a cache), it reads
  // Payload, finds nothing and answers 404.
  const response = await request.get(`/news-details/nowhere-${traceId.slice(0, 8)}`, { headers: { traceparent: `00-${traceId}-${callerSpan}-01` } })
  expect(response.status()).toBe(404)

  let spans: Span[] = []
  await expect
    .poll(
      async () => {
        spans = (await (await request.get(`${receiver}/spans?trace=${traceId}`)).json()) as Span[]
        return spans.some((span) => span.name === 'payload.find pages') && spans.some((span) => /render route/.test(span.name))
      },
      { timeout: 20_000, message: 'the trace reached the receiver with Local API and database spans' },
    )
    .toBe(true)

  const byId = new Map(spans.map((span) => [span.spanId, span]))
  const ancestors = (span: Span): Span[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined
    return parent ? [parent, ...ancestors(parent)] : []
  }
  // The trace's root is the caller's span: Next took the request into the caller's trace.
  const roots = spans.filter((span) => span.parentSpanId && !byId.has(span.parentSpanId))
  expect(roots.map((span) => span.parentSpanId)).toEqual([callerSpan])
  expect(roots[0].service).toBe('dhofar-website')
  // Next's own spans are there: the request and the route's render (its proxy's, too).
  const tree = spans.map((span) => `${span.name} <- ${ancestors(span).map((a) => a.name).join(' <- ')}`).join('\n')
  expect(spans.map((span) => span.name), tree).toEqual(expect.arrayContaining([expect.stringMatching(/^GET /), expect.stringMatching(/render route/)]))
  // Every Local API call sits under Next's request span, and the page's own reads under the render.
  const calls = spans.filter((span) => span.name.startsWith('payload.'))
  for (const call of calls) expect(ancestors(call).map((span) => span.name), tree).toEqual(expect.arrayContaining([expect.stringMatching(/^GET/)]))
  const rendered = calls.filter((call) => ancestors(call).some((span) => /render route/.test(span.name)))
  expect(rendered.map((call) => call.name), tree).toContain('payload.find pages')
  const statements = spans.filter((span) => span.name === 'db.query')
  for (const statement of statements) {
    expect(byId.get(statement.parentSpanId!)?.name).toMatch(/^payload\./)
    expect(statement.attributes).toMatchObject({ 'db.system.name': 'sqlite', 'db.query.text': expect.stringMatching(/select/i) })
  }
  // What the visitor asked for is not in any statement: the SQL carries placeholders, never values.
  expect(JSON.stringify(statements)).not.toContain(`nowhere-${traceId.slice(0, 8)}`)
})
