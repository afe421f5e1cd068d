/**
 * A local OTLP/HTTP trace receiver for tests: what an OpenTelemetry collector would take at `POST /v1/traces`
 * (JSON, gzipped or not), kept in memory. `GET /spans?trace=<id>` answers the spans of one trace as JSON, flattened
 * (`{ traceId, spanId, parentSpanId, name, attributes, service }`, attributes as plain values), for a test in another
 * process (tests/e2e/traces.spec.ts).
 *
 *   const receiver = await startOtlpReceiver()   // receiver.url: give it as OTEL_EXPORTER_OTLP_ENDPOINT
 *   … await receiver.close()
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

/** An OTLP AnyValue as a plain value. */
function plain(value = {}) {
  if ('stringValue' in value) return value.stringValue
  if ('boolValue' in value) return value.boolValue
  if ('intValue' in value) return Number(value.intValue)
  if ('doubleValue' in value) return value.doubleValue
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(plain)
  return undefined
}

export async function startOtlpReceiver() {
  /** @type {{ traceId: string, spanId: string, parentSpanId?: string, name: string, attributes: Record<string, unknown>, service?: unknown }[]} */
  const spans = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      // GET /spans?trace=<id>: what the receiver holds of one trace, for a test in another process.
      const url = new URL(req.url ?? '/', 'http://receiver')
      if (req.method === 'GET' && url.pathname === '/spans') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(spans.filter((span) => span.traceId === url.searchParams.get('trace'))))
        return
      }
      if (req.method !== 'POST' || url.pathname !== '/v1/traces') {
        res.writeHead(404).end()
        return
      }
      try {
        let body = Buffer.concat(chunks)
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
        for (const resourceSpans of JSON.parse(String(body)).resourceSpans ?? []) {
          const resource = Object.fromEntries((resourceSpans.resource?.attributes ?? []).map((a) => [a.key, plain(a.value)]))
          for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) {
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, plain(a.value)])),
                service: resource['service.name'],
              })
            }
          }
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
      } catch {
        res.writeHead(400).end()
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
