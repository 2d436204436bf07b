import { z } from 'zod';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { Overview } from '../schemas/overview.js';



export const overview = route('GET', '/api/workspaces/:ws/overview', {
  tags: ['workspaces'],
  summary: "The workspace's home page: runs per day by outcome, flows failing now, the month's credits against the plan",
  params: z.object({ ws: Id }),
  response: { 200: Overview, ...errorResponses },
});
