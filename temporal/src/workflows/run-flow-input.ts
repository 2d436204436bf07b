import type { Definition } from '@tandem/catalog';
import type { StepRecord } from '../interpreter/run-recorder.js';
import type { ChunkRecovery } from './former-chunks.js';

/** `flowCall`: another flow's "Run flow" step started it; `runFailed`: it is an error flow's run. */
export type TriggerType = 'manual' | 'webhook' | 'schedule' | 'changeWatch' | 'flowCall' | 'runFailed';

export type RunFlowInput = {
  /** Absent when a schedule starts the run: the workflow then registers itself in the runs index. */
  runId?: string;
  workspaceId: string;
  flowId: string;
  versionId: string;
  flowName: string;
  definition: Definition;
  trigger: { type: TriggerType; payload: unknown };
  /** The run this one recovers (it runs again from that run's failed step). */
  recoveredFrom?: string;
  /** With `recoveredFrom`: the failed run's workflow and chunk sizes, where its iterates' chunks find their items' records. */
  recoverChunks?: ChunkRecovery;
  /** How deep in flows calling flows this run is: 0 (absent) for a run nobody called, 1 for a flow it runs, ... */
  depth?: number;
  /** The run whose "Run flow" step started this one. */
  parentRunId?: string;
};

/** What the run-state query and the workflow result carry (the API adds ids and times). */
export type RunSnapshot = {
  status: 'running' | 'completed' | 'failed' | 'cancelled';
  trigger: { type: TriggerType; payload: unknown };
  steps: StepRecord[];
  error?: { message: string; step?: string };
  /** The definition's `output`, evaluated when the run completed (what a calling flow's step gives). */
  output?: unknown;
};
