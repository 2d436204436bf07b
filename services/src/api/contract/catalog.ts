import { z } from 'zod';
import { route } from './route.js';
import { CatalogActionWithSchemas, CatalogApp, ConnectionForm } from '../schemas/catalog.js';
import { errorResponses } from '../schemas/common.js';

const tags = ['catalog'];

export const catalogApps = route('GET', '/api/catalog/apps', { tags, response: { 200: z.object({ items: z.array(CatalogApp), nextCursor: z.null() }), ...errorResponses } });

export const catalogActions = route('GET', '/api/catalog/apps/:app/actions', {
  tags,
  params: z.object({ app: z.string().max(64) }),
  // web: the editor asks for internal actions of apps made for custom requests (the http app's request.send).
  querystring: z.object({ includeInternal: z.enum(['true', 'false']).optional() }),
  response: { 200: z.object({ items: z.array(CatalogActionWithSchemas), nextCursor: z.null() }), ...errorResponses },
});

export const connectionForm = route('GET', '/api/catalog/apps/:app/connection-form', {
  tags,
  summary: "What a connection of the app asks for: its credentials, labelled as the app names them, and its config's JSON Schema",
  params: z.object({ app: z.string().max(64) }),
  response: { 200: ConnectionForm, ...errorResponses },
});
