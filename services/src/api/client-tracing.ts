import type { ClientOptions } from '@temporalio/client';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry';
import type { Tracing } from '@tandem/platform/telemetry/tracing';

/**
 * The Temporal client's part of tracing: starting a workflow (and signalling, querying, cancelling
 * it) gets a span, child of the request's, whose context travels in the workflow's headers so the
 * worker continues the same trace. Nothing when tracing is off.
 */
export function clientTracing(tracing: Tracing | undefined): Pick<ClientOptions, 'interceptors'> {
  return tracing ? { interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor({ tracer: tracing.tracer })] } } : {};
}
