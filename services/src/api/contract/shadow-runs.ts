import { FlowParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';
import { ShadowReport, ShadowRunsBody } from '../schemas/shadow-runs.js';


export const shadowRuns = route('POST', '/api/workspaces/:ws/flows/:flowId/shadow-runs', {
  tags: ['runs'],
  summary:
    "Try a draft on the flow's past runs: each recorded I/O output stands in for its call, no app is called; answers what the draft does differently (branches, filtered items, writes, failures)",
  params: FlowParams,
  body: ShadowRunsBody,
  response: { 200: ShadowReport, ...errorResponses, 429: ErrorBody, 503: ErrorBody },
});
