import type { Definition } from '@tandem/catalog';
import type { RunFlowInput } from '@tandem/temporal/workflows';
import { ulid } from 'ulid';
import type { BenchStack } from './bench-stack.js';

/** A manual run the benches start on the Temporal client directly, without the API, in the bench stack's workspace. */
export function directRunInput(stack: Pick<BenchStack, 'workspaceId'>, definition: Definition, payload: unknown = null): RunFlowInput {
  return { runId: ulid(), workspaceId: stack.workspaceId, flowId: 'BENCH', versionId: 'BENCH', flowName: 'bench', definition, trigger: { type: 'manual', payload } };
}
