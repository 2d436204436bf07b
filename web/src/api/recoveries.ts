import { api } from './client';
import type { Workspace } from './types';
import type { BrokenRuns, RecoveryBatch, RecoveryPreview, RecoverySelection } from '@tandem/services/schemas/recoveries';

export type { BrokenRuns, RecoveryBatch, RecoveryPreview, RecoverySelection, StepSentAgain } from '@tandem/services/schemas/recoveries';

const ws = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;
const batch = (workspaceId: string, batchId: string) => `${ws(workspaceId)}/recoveries/${encodeURIComponent(batchId)}`;
const connection = (workspaceId: string, connectionId: string) => `${ws(workspaceId)}/connections/${encodeURIComponent(connectionId)}`;

/** The routes of recovering many failed runs at once (docs/recover-and-test-step.md), one function each. */
export const recoveryEndpoints = {
  /** What recovering the selection would do, before anything starts. */
  preview: (workspaceId: string, selection: RecoverySelection) => api.post<RecoveryPreview>(`${ws(workspaceId)}/recoveries/preview`, selection),
  start: (workspaceId: string, selection: RecoverySelection & { runsPerMinute: number }) => api.post<RecoveryBatch>(`${ws(workspaceId)}/recoveries`, selection),
  get: (workspaceId: string, batchId: string) => api.get<RecoveryBatch>(batch(workspaceId, batchId)),
  pause: (workspaceId: string, batchId: string) => api.post<RecoveryBatch>(`${batch(workspaceId, batchId)}/pause`),
  resume: (workspaceId: string, batchId: string) => api.post<RecoveryBatch>(`${batch(workspaceId, batchId)}/resume`),
  /** The failed runs a connection broke that nothing recovers yet. */
  brokenRuns: (workspaceId: string, connectionId: string) => api.get<BrokenRuns>(`${connection(workspaceId, connectionId)}/broken-runs`),
  /** One recovery per flow of the connection's broken runs. */
  recoverBrokenRuns: (workspaceId: string, connectionId: string) => api.post<{ items: RecoveryBatch[] }>(`${connection(workspaceId, connectionId)}/broken-runs/recover`),
  /** Recover a connection's broken runs by themselves once it works again. */
  setAutoRecoverRuns: (workspaceId: string, autoRecoverRuns: boolean) => api.patch<Workspace>(ws(workspaceId), { autoRecoverRuns }),
};
