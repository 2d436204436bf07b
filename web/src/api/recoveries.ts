import { queryOptions } from '@tanstack/react-query';
import * as routes from '@tandem/services/contract';
import { call, callWith, type BodyOf } from './call';
import { invalidate, keyOf } from './query-client';

import type { RecoveryBatch } from '@tandem/services/schemas/recoveries';

export type { BrokenRuns, RecoveryBatch, RecoveryPreview, RecoverySelection, StepSentAgain } from '@tandem/services/schemas/recoveries';

type Selection = BodyOf<typeof routes.previewRecovery>;

/** A recovery changes the runs list (recovering runs appear) and what a connection offers. */
const recoveryReads = (ws: string) => Promise.all([invalidate(routes.listRuns, { ws }), invalidate(routes.brokenRuns, { ws })]).then(() => undefined);

/**
 * Recovering many failed runs at once (docs/recover-and-test-step.md): the reads as query options for
 * `useApiQuery`, the writes as calls of the declared routes.
 */
export const recoveryQueries = {
  /** What recovering the selection would do, before anything starts. */
  preview: (ws: string, selection: Selection) => {
    const args = { params: { ws }, body: selection };
    return queryOptions({ queryKey: [...keyOf(routes.previewRecovery, args), selection], queryFn: ({ signal }) => callWith(routes.previewRecovery, args, signal) });
  },
  /** A batch's progress, read again every `everyMs` until `settled` says it has ended. */
  batch: (ws: string, batchId: string, everyMs: number, settled: (batch: RecoveryBatch) => boolean) => {
    const args = { params: { ws, batchId } };
    return queryOptions({
      queryKey: keyOf(routes.getRecovery, args),
      queryFn: ({ signal }) => callWith(routes.getRecovery, args, signal),
      refetchInterval: (query) => (query.state.data && settled(query.state.data) ? false : everyMs),
    });
  },
  /** The failed runs a connection broke that nothing recovers yet. */
  brokenRuns: (ws: string, id: string) => {
    const args = { params: { ws, id } };
    return queryOptions({ queryKey: keyOf(routes.brokenRuns, args), queryFn: ({ signal }) => callWith(routes.brokenRuns, args, signal) });
  },
};

export const recoveryEndpoints = {
  start: (ws: string, body: BodyOf<typeof routes.startRecovery>) => call(routes.startRecovery, { params: { ws }, body }).then(async (batch) => (await recoveryReads(ws), batch)),
  pause: (ws: string, batchId: string) => call(routes.pauseRecovery, { params: { ws, batchId } }),
  resume: (ws: string, batchId: string) => call(routes.resumeRecovery, { params: { ws, batchId } }),
  /** One recovery per flow of the connection's broken runs. */
  recoverBrokenRuns: (ws: string, id: string) => call(routes.recoverBrokenRuns, { params: { ws, id }, body: {} }).then(async (answer) => (await recoveryReads(ws), answer)),
  /** Recover a connection's broken runs by themselves once it works again. */
  setAutoRecoverRuns: (ws: string, autoRecoverRuns: boolean) => call(routes.updateWorkspace, { params: { ws }, body: { autoRecoverRuns } }).then(async (workspace) => (await invalidate(routes.getWorkspace, { ws }), workspace)),
};
