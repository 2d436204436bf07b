import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  type OpenTelemetrySinks,
} from '@temporalio/interceptors-opentelemetry';
import type { ActivityInterceptorsFactory, InjectedSinks } from '@temporalio/worker';
import type { Tracing } from '@tandem/platform/telemetry/tracing';
import { activitySpanAttributes } from './activity-span-attributes.js';
import { workflowSpanProcessor } from './workflow-span-processor.js';

export type WorkerTracing = {
  /** Outermost first: the SDK's span per activity (continued from the headers), then Tandem's ids on it. */
  activityInterceptors: ActivityInterceptorsFactory[];
  /** The sink through which the workflow sandbox hands over its spans (RunWorkflow, StartActivity). */
  sinks: InjectedSinks<OpenTelemetrySinks>;
};

/** A worker's part of tracing: the activity interceptors and the workflow spans' sink. */
export function workerTracing(tracing: Tracing): WorkerTracing {
  const { tracer, spanProcessor, resource } = tracing;
  return {
    activityInterceptors: [
      (ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx, { tracer }), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) }),
      activitySpanAttributes,
    ],
    sinks: { exporter: withRunIds(makeWorkflowExporter(workflowSpanProcessor(spanProcessor, resource), resource)) },
  };
}

/**
 * The SDK's sink copies the whole workflow info onto each workflow span; only the ids that name
 * the run are passed on, not its memo, search attributes or last result (customer data).
 */
function withRunIds(sink: InjectedSinks<OpenTelemetrySinks>['exporter']): InjectedSinks<OpenTelemetrySinks>['exporter'] {
  return {
    export: {
      ...sink.export,
      fn: (info, spans) => sink.export.fn({ workflowId: info.workflowId, runId: info.runId, workflowType: info.workflowType, taskQueue: info.taskQueue, namespace: info.namespace } as typeof info, spans),
    },
  };
}
