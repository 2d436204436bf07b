import { listKey } from '../../flow/step-tree';
import type { ListRef } from '../../flow/types';

export const TRIGGER_NODE_ID = 'trigger';
export const stepNodeId = (name: string): string => `step:${name}`;
export const addNodeId = (list: ListRef): string => `add:${listKey(list)}`;
export const bodyStartNodeId = (parent: string): string => `start:${parent}`;

/** The step name of a step node id, or null for other nodes. */
export function stepNameOf(nodeId: string): string | null {
  return nodeId.startsWith('step:') ? nodeId.slice(5) : null;
}
