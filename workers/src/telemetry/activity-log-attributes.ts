import type { Context } from '@temporalio/activity';
import type { ActivityInterceptors } from '@temporalio/worker';

const IDS = ['workspaceId', 'runId', 'stepPath', 'app', 'action', 'flowId'] as const;

/**
 * Adds Tandem's ids from an activity's input (the workspace, the run, the step, the app and action)
 * to every log line of that activity, next to the SDK's workflow and activity fields.
 */
export function activityLogAttributes(_context: Context): ActivityInterceptors {
  let ids: Record<string, unknown> = {};
  return {
    inbound: {
      execute: (input, next) => {
        const first: unknown = input.args[0];
        if (first && typeof first === 'object') {
          ids = Object.fromEntries(IDS.filter((key) => typeof (first as Record<string, unknown>)[key] === 'string').map((key) => [key, (first as Record<string, unknown>)[key]]));
        }
        return next(input);
      },
    },
    outbound: {
      getLogAttributes: (input, next) => next({ ...input, ...ids }),
    },
  };
}
