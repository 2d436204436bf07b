import { z } from 'zod';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { RunChangesPage, RunChangesQuery } from '../schemas/run-changes.js';



export const listChanges = route('GET', '/api/workspaces/:ws/changes', {
  tags: ['runs'],
  summary: 'Changes made in apps by the workspace\'s runs, newest first: each step that changed data, what it changed and the fields it sent',
  params: z.object({ ws: Id }),
  querystring: RunChangesQuery,
  response: { 200: RunChangesPage, ...errorResponses },
});
