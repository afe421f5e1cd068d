/**
 * OpenTelemetry traces, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set; nothing is started
 * otherwise. Called once per server process from src/instrumentation.ts, before Payload starts.
 *
 * With a tracer provider registered, Next's own spans appear (the request, the route's render, its fetches), and the
 * request's `traceparent` header, when a proxy sends one, makes them part of the caller's trace. ./spans.ts adds
 * Payload's Local API calls and the database's statements under them. The exporter reads the standard OTEL_*
 * variables itself (endpoint, headers, timeout); the service is named by OTEL_SERVICE_NAME. docs/decisions/0052-traces.md.
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions'

import { version } from '../../../package.json'
import { env } from '../env'

let provider: NodeTracerProvider | undefined

/** Whether this process exports traces (the Payload instance is traced only then). */
export const tracingOn = () => provider !== undefined

export function startTracing(): boolean {
  if (provider || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return tracingOn()
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME, [ATTR_SERVICE_VERSION]: version }),
    // Spans leave in batches, off the request's path; the queue is bounded, so a collector that is down costs memory
    // up to the limit, then drops spans instead of slowing pages.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { maxQueueSize: 4096, scheduledDelayMillis: 1000 })],
  })
  // The global tracer provider, with Node's AsyncLocalStorage carrying the active span across awaits.
  provider.register()
  // A stopping replica keeps serving while it drains (scripts/serve.mjs): its spans are sent at once, not ended.
  process.once('SIGTERM', () => void provider?.forceFlush().catch(() => undefined))
  return true
}
