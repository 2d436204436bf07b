import type { Context } from '@temporalio/activity';
import { trace } from '@opentelemetry/api';
import type { ActivityInterceptors } from '@temporalio/worker';
import { activityIds } from './activity-log-attributes.js';

/** Span attribute names of Tandem's ids. */
const ATTRIBUTE = { workspaceId: 'tandem.workspace_id', runId: 'tandem.run_id', stepPath: 'tandem.step_path', app: 'tandem.app', action: 'tandem.action', flowId: 'tandem.flow_id' } as const;

/**
 * Puts Tandem's ids from an activity's input (workspace, run, step, app and action) on the activity's
 * span, the active one inside the SDK's tracing interceptor. Only those ids: never the input itself,
 * which may hold customer data, nor anything of the connection.
 */
export function activitySpanAttributes(_context: Context): ActivityInterceptors {
  return {
    inbound: {
      execute: (input, next) => {
        const span = trace.getActiveSpan();
        const ids = span ? activityIds(input.args) : {};
        for (const key of Object.keys(ATTRIBUTE) as (keyof typeof ATTRIBUTE)[]) if (ids[key]) span?.setAttribute(ATTRIBUTE[key], ids[key]);
        return next(input);
      },
    },
  };
}
