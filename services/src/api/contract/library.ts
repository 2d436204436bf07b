import { z } from 'zod';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { Flow } from '../schemas/flows.js';
import { LibraryFlow, LibraryFlowPreview, LibraryQuery } from '../schemas/library.js';

const FlowParams = z.object({ flowId: Id });
const tags = ['library'];

export const libraryFlows = route('GET', '/api/library/flows', {
  tags,
  summary: 'Public library flows, by use case (uc) and app (a); counts them as shown',
  security: [],
  querystring: LibraryQuery,
  response: { 200: z.object({ items: z.array(LibraryFlow), nextCursor: z.null() }), ...errorResponses },
});

export const libraryFlow = route('GET', '/api/library/flows/:flowId', { tags, summary: 'The preview of a library flow; counts it as seen', security: [], params: FlowParams, response: { 200: LibraryFlowPreview, ...errorResponses } });

export const libraryClicked = route('POST', '/api/library/flows/:flowId/clicked', { tags, summary: 'Counts a click on a library flow (its call to action)', security: [], params: FlowParams, response: { 204: z.null(), ...errorResponses } });

export const copyLibraryFlow = route('POST', '/api/workspaces/:ws/library/:flowId/copy', {
  tags,
  summary: 'Copies a library flow into the workspace: its live version becomes the first version of a new flow',
  params: z.object({ ws: Id, flowId: Id }),
  response: { 201: Flow, ...errorResponses },
});
