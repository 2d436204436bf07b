import { z } from 'zod';
import { flowCallModes } from '../../../flow/flow-calls.js';
import { defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import { tandem } from '../app.js';
import { TandemId } from '../schemas.js';

export const TandemRunFlowInput = z.object({
  flowId: TandemId.describe('Flow'),
  version: z.union([z.literal('live'), TandemId]).default('live').describe('Version ("live", or a version id to pin)'),
  input: z.record(z.string(), z.unknown()).default({}).describe('Input'),
  mode: z.enum(flowCallModes).default('wait').describe('Wait for its output, or start it and go on'),
});

/** `output` only when the step waited: the called flow's `output` (its type is that flow's, for the checker). */
export const TandemRunFlowOutput = z.object({ runId: z.string(), output: z.unknown().optional() });

/**
 * Runs another flow of this workspace as a child workflow of the run (temporal/src/workflows/flow-call.ts):
 * the workflow does it, never a worker, so this action's own `run` is not reached.
 */
export const tandemRunFlow = defineAction({
  app: tandem,
  id: 'flows.run',
  displayName: 'Run flow',
  description: "Runs another flow of this workspace (its live version or a pinned one) with an input checked against that flow's input schema, and waits for its output or goes on.",
  categories: ['Productivity'],
  // A child workflow with an id of its own: starting it again finds the run already started.
  mutates: true,
  idempotent: true,
  input: TandemRunFlowInput,
  output: TandemRunFlowOutput,
  run() {
    throw new NonRetryableError('"Run flow" runs as a child workflow of the run, not on a worker');
  },
});
