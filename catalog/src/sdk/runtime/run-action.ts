import { z } from 'zod';
import { type AppCallOptions, prepareAppCall } from './app-call.js';
import { type AnyAction, idempotencyKeyFor } from '../define-action.js';
import { parseInput } from '../errors/input-validation-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';

export interface RunActionOptions extends AppCallOptions {
  /** The step's evaluated input; parsed here by the action's input schema. */
  input: unknown;
  /** The engine's key (`<workflowId>:<stepPath>`) for mutating actions that are not idempotent. */
  idempotencyKey?: string;
  /** The run's workspace (the engine passes it; see `ActionContext.workspaceId`). */
  workspaceId?: string;
}

/**
 * Runs one action: parses input, auth, config and the app's operator settings, builds the app's HTTP
 * client, calls `run` and checks the output. Throws typed connector errors (see `errors/`); anything
 * else is a bug and retryable.
 */
export async function runAction(action: AnyAction, options: RunActionOptions): Promise<unknown> {
  const { app } = action;
  const input = parseInput(action.input, options.input);
  const call = prepareAppCall(app, options);
  const output = await action.run({
    ...call,
    input,
    idempotencyKey: idempotencyKeyFor(action, input, options.idempotencyKey),
    ...(options.workspaceId === undefined ? {} : { workspaceId: options.workspaceId }),
  });
  const parsed = action.output.safeParse(output);
  if (!parsed.success) {
    throw new NonRetryableError(`${app.id} ${action.id} returned an unexpected result: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
