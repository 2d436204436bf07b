import { changeTypes, type Trigger } from '../flow/trigger.js';
import { t, type DataType } from './data-type.js';
import { fromJsonSchema } from './from-json-schema.js';
import { outputTypeOf } from './from-zod.js';
import { RunFailedPayload } from '../flow/run-failed-trigger.js';

/** The value of the `run` root (docs/flow-language.md § Expressions). */
export const runType: DataType = t.required({
  runId: t.string(),
  flowId: t.string(),
  versionId: t.string(),
  workspaceId: t.string(),
  startedAt: t.dateTime(),
});

/**
 * The value of the `trigger` root for each trigger type. The definition's `inputSchema` types a manual
 * run's input and a webhook's body; `watchedItem` is an item of a change watch's listing.
 */
export function triggerType(trigger: Trigger, inputSchema: unknown, watchedItem: DataType): DataType {
  const input = inputSchema === undefined ? t.unknown() : fromJsonSchema(inputSchema);
  switch (trigger.type) {
    case 'manual':
      return input;
    case 'webhook':
      return t.required({ body: input, headers: t.record(t.string()), query: t.record(t.string()) });
    case 'schedule':
      return t.required({ scheduledAt: t.dateTime() });
    case 'changeWatch':
      return t.required({ change: t.string([...changeTypes]), item: watchedItem, previous: t.optional(watchedItem) });
    case 'runFailed':
      return outputTypeOf(RunFailedPayload);
  }
}
