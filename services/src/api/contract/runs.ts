import { z } from 'zod';
import { FlowParams, RunParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { RecoverRunBody, RunsQuery, RunStarted, RunState, RunStateQuery, RunStepsPage, RunStepsQuery, RunSummary, StartRunBody } from '../schemas/runs.js';
import { StepValueQuery, StepWithValuePage } from '../schemas/step-values.js';

const StepParams = RunParams.extend({ stepPath: z.string().min(1).max(1000) });
/** A read of a run's state also answers 503 (with Retry-After) when no worker answers in time. */
const readResponses = { ...errorResponses, 503: ErrorBody };

export const startRun = route('POST', '/api/workspaces/:ws/flows/:flowId/runs', {
  tags: ['runs'],
  summary: 'Run a flow now (the latest valid version unless one is named)',
  params: FlowParams,
  body: StartRunBody,
  response: { 201: RunStarted, ...errorResponses, 413: ErrorBody },
});

export const listRuns = route('GET', '/api/workspaces/:ws/runs', {
  tags: ['runs'],
  summary: 'Runs of the workspace, newest first',
  params: z.object({ ws: Id }),
  querystring: RunsQuery,
  response: { 200: z.object({ items: z.array(RunSummary), nextCursor: z.string().nullable() }), ...errorResponses },
});

export const getRun = route('GET', '/api/workspaces/:ws/runs/:runId', {
  tags: ['runs'],
  summary: 'The run state with one page of its steps (by path prefix, from a cursor; outputs unless outputs=false)',
  params: RunParams,
  querystring: RunStateQuery,
  response: { 200: RunState, ...readResponses },
});

export const runSteps = route('GET', '/api/workspaces/:ws/runs/:runId/steps', {
  tags: ['runs'],
  summary: "A page of the run's steps, without inputs and outputs unless outputs=true (by path prefix, from a cursor)",
  params: RunParams,
  querystring: RunStepsQuery,
  response: { 200: RunStepsPage, ...readResponses },
});

export const stepOutput = route('GET', '/api/workspaces/:ws/runs/:runId/steps/:stepPath/output', {
  tags: ['runs'],
  summary:
    'One step of the run with its input and output (the path URL-encoded, e.g. loop_1%5B3%5D.send); one too large to answer whole (over 1 MiB of JSON) is named in `truncated` and answered as a `page` of JSON text (field=input|output, offset)',
  params: StepParams,
  querystring: StepValueQuery,
  response: { 200: StepWithValuePage, ...readResponses },
});

export const recoverRun = route('POST', '/api/workspaces/:ws/runs/:runId/recover', {
  tags: ['runs'],
  summary: 'Run a failed run again from its failed step (its own version or a newer one with the same steps before it)',
  params: RunParams,
  body: RecoverRunBody,
  response: { 201: RunStarted, 409: ErrorBody, ...readResponses },
});

export const cancelRun = route('POST', '/api/workspaces/:ws/runs/:runId/cancel', { tags: ['runs'], summary: 'Cancel a running run', params: RunParams, response: { 202: RunStarted, ...readResponses } });
