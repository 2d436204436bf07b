import { z } from 'zod';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { BrokenRunRecoveries, BrokenRuns, RecoverBrokenRunsBody, RecoveryBatch, RecoveryBatchParams, RecoveryPreview, RecoverySelection, StartRecoveryBody } from '../schemas/recoveries.js';

const tags = ['runs'];
const connectionParams = z.object({ ws: Id, id: Id });
const conflictResponses = { ...errorResponses, 409: ErrorBody, 503: ErrorBody };

export const previewRecovery = route('POST', '/api/workspaces/:ws/recoveries/preview', {
  tags,
  summary: 'What recovering the selected failed runs would do: whether their recorded outputs fit the version, and which steps they would call again',
  params: z.object({ ws: Id }),
  body: RecoverySelection,
  response: { 200: RecoveryPreview, ...conflictResponses },
});

export const startRecovery = route('POST', '/api/workspaces/:ws/recoveries', {
  tags,
  summary: 'Recover the selected failed runs, each from its failed step, at a bounded pace per connection; refused when a run does not fit the version',
  params: z.object({ ws: Id }),
  body: StartRecoveryBody,
  response: { 201: RecoveryBatch, ...conflictResponses },
});

export const getRecovery = route('GET', '/api/workspaces/:ws/recoveries/:batchId', { tags, summary: "A recovery's progress: who started it, when, and where each run is", params: RecoveryBatchParams, response: { 200: RecoveryBatch, ...errorResponses } });

export const brokenRuns = route('GET', '/api/workspaces/:ws/connections/:id/broken-runs', {
  tags,
  summary: 'The failed runs this connection broke (a step met an auth error on it) that nothing recovers yet: offered for recovery once it works again',
  params: connectionParams,
  response: { 200: BrokenRuns, ...errorResponses },
});

export const recoverBrokenRuns = route('POST', '/api/workspaces/:ws/connections/:id/broken-runs/recover', {
  tags,
  summary: 'Recover every run this connection broke, each on its own version from its failed step: one recovery per flow, at a bounded pace',
  params: connectionParams,
  body: RecoverBrokenRunsBody,
  response: { 201: BrokenRunRecoveries, ...conflictResponses },
});

export const pauseRecovery = route('POST', '/api/workspaces/:ws/recoveries/:batchId/pause', {
  tags,
  summary: 'Pause a recovery (before its next run)',
  params: RecoveryBatchParams,
  response: { 200: RecoveryBatch, ...errorResponses },
});

export const resumeRecovery = route('POST', '/api/workspaces/:ws/recoveries/:batchId/resume', {
  tags,
  summary: 'Resume a recovery (before its next run)',
  params: RecoveryBatchParams,
  response: { 200: RecoveryBatch, ...errorResponses },
});
