import { ioUtilityOfAction, ioUtilityRouting } from '@tandem/catalog';
import type { ActionActivityInput } from '@tandem/temporal';

/**
 * The connection a step names: an action step's own `connectionId`, or the one an I/O utility's
 * input names (the notification utility's `connectionId`). Undefined: the workspace's only one.
 */
export function stepConnectionId(input: ActionActivityInput): string | undefined {
  if (input.connectionId !== undefined) return input.connectionId;
  const utility = ioUtilityOfAction(input.action);
  return utility ? ioUtilityRouting[utility].connectionId?.(input.input) : undefined;
}
