import type { Context } from '@temporalio/activity';
import type { ActivityInterceptors } from '@temporalio/worker';

const IDS = ['workspaceId', 'runId', 'stepPath', 'app', 'action', 'flowId'] as const;

/** Tandem's ids that an activity's input names (its first argument), and nothing else of it. */
export function activityIds(args: readonly unknown[]): Partial<Record<(typeof IDS)[number], string>> {
  const first = args[0];
  if (!first || typeof first !== 'object') return {};
  const fields = first as Record<string, unknown>;
  return Object.fromEntries(IDS.flatMap((key) => (typeof fields[key] === 'string' ? [[key, fields[key]]] : [])));
}

/**
 * Adds Tandem's ids from an activity's input (the workspace, the run, the step, the app and action)
 * to every log line of that activity, next to the SDK's workflow and activity fields.
 */
export function activityLogAttributes(_context: Context): ActivityInterceptors {
  let ids: Record<string, unknown> = {};
  return {
    inbound: {
      execute: (input, next) => {
        ids = activityIds(input.args);
        return next(input);
      },
    },
    outbound: {
      getLogAttributes: (input, next) => next({ ...input, ...ids }),
    },
  };
}
