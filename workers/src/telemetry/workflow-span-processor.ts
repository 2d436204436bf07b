import { TraceFlags } from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * A span as the workflow sandbox hands it over: the SDK's workflow interceptors record with the
 * 1.x OpenTelemetry SDK, which names the parent by id and the tracer as "instrumentation library".
 */
export type SandboxSpan = Omit<ReadableSpan, 'parentSpanContext' | 'instrumentationScope' | 'resource'> & {
  parentSpanId?: string;
  instrumentationLibrary: ReadableSpan['instrumentationScope'];
};

/**
 * Feeds the workflow spans that arrive through the worker's sink to the process's span processor,
 * in the shape of today's SDK (parent span context, instrumentation scope, this process's
 * resource), so the exporter links each to its parent. Shutting the process's tracing down is left
 * to the process.
 */
export function workflowSpanProcessor(processor: SpanProcessor, resource: Resource) {
  return {
    onStart: () => {},
    onEnd: (span: SandboxSpan) => processor.onEnd(currentShape(span, resource)),
    forceFlush: () => processor.forceFlush(),
    shutdown: async () => {},
  };
}

function currentShape({ parentSpanId, instrumentationLibrary, ...span }: SandboxSpan, resource: Resource): ReadableSpan {
  const { traceId } = span.spanContext();
  return {
    ...span,
    resource,
    instrumentationScope: instrumentationLibrary,
    ...(parentSpanId ? { parentSpanContext: { traceId, spanId: parentSpanId, traceFlags: TraceFlags.SAMPLED } } : {}),
  };
}
