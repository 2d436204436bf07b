import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from './tracing-settings.js';

/** A process's OpenTelemetry traces: its tracer, and the processor that batches spans to the collector. */
export type Tracing = {
  tracer: Tracer;
  /** Also takes the spans that workflows record in their sandbox (the worker's sink hands them over). */
  spanProcessor: SpanProcessor;
  resource: Resource;
  /** Sends the spans still in the batch (e.g. before a test reads the collector). */
  flush(): Promise<void>;
  /** Sends what is left and stops; part of the process's graceful shutdown. */
  shutdown(): Promise<void>;
};

let globalsRegistered = false;

/**
 * Starts tracing when the settings turn it on (undefined otherwise: nothing is installed, nothing is
 * sent). Spans go in batches to the OTLP/HTTP endpoint (JSON). The first start in a process also
 * registers the async-context manager and the W3C trace-context propagator, which carry the active
 * span through awaits and into Temporal's headers.
 */
export function startTracing(settings: TracingSettings | undefined, defaultServiceName: string): Tracing | undefined {
  if (!settings) return undefined;
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName ?? defaultServiceName });
  const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  if (!globalsRegistered) {
    provider.register();
    globalsRegistered = true;
  }
  return {
    tracer: provider.getTracer('tandem'),
    spanProcessor,
    resource,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
