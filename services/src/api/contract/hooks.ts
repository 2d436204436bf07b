import { z } from 'zod';
import { route } from './route.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';
import { RunStarted } from '../schemas/runs.js';



export const hook = route('POST', '/hooks/:hookToken', {
  tags: ['triggers'],
  summary: "Start a run of a live webhook flow with { body, headers, query }; an Idempotency-Key header makes repeats start no second run",
  params: z.object({ hookToken: z.string().min(1).max(200) }),
  body: z.unknown(),
  response: { 202: RunStarted, ...errorResponses, 413: ErrorBody },
});
