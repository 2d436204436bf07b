import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { Connection, ConnectionAccounts, CreateConnectionBody, OAuth2Start, OAuth2StartQuery, TestResult, UpdateConnectionBody } from '../schemas/connections.js';

const ConnectionParams = z.object({ ws: Id, id: Id });
const tags = ['connections'];

export const oauth2Callback = route('GET', '/api/oauth2/callback', {
  tags,
  querystring: z.object({ state: z.string().max(200).optional(), code: z.string().max(4096).optional(), error: z.string().max(200).optional() }),
});

export const listConnections = route('GET', '/api/workspaces/:ws/connections', { tags, params: WsParams, response: { 200: z.object({ items: z.array(Connection), nextCursor: z.null() }), ...errorResponses } });

export const createConnection = route('POST', '/api/workspaces/:ws/connections', { tags, params: WsParams, body: CreateConnectionBody, response: { 201: Connection, ...errorResponses } });

export const updateConnection = route('PATCH', '/api/workspaces/:ws/connections/:id', {
  tags,
  summary:
    'Changes a connection; one that holds credentials only by its creator or the owner. A config that sends the credentials to another host needs `auth` again in the same request (400 credentials_required).',
  params: ConnectionParams,
  body: UpdateConnectionBody,
  response: { 200: Connection, ...errorResponses },
});

export const deleteConnection = route('DELETE', '/api/workspaces/:ws/connections/:id', {
  tags,
  summary: 'Deletes a connection; one that holds credentials only by its creator or the owner',
  params: ConnectionParams,
  response: { 200: Connection, ...errorResponses },
});

export const testConnection = route('POST', '/api/workspaces/:ws/connections/:id/test', {
  tags,
  summary: 'Tests the connection with a harmless call; one that holds credentials only by its creator or the owner',
  params: ConnectionParams,
  response: { 200: TestResult, ...errorResponses, 409: ErrorBody },
});

export const connectionAccounts = route('GET', '/api/workspaces/:ws/connections/:id/accounts', { tags, params: ConnectionParams, response: { 200: ConnectionAccounts, ...errorResponses, 409: ErrorBody } });

export const startOAuth2 = route('GET', '/api/workspaces/:ws/connections/oauth2/:app/start', {
  tags,
  params: z.object({ ws: Id, app: z.string().max(64) }),
  querystring: OAuth2StartQuery,
  response: { 200: OAuth2Start, ...errorResponses },
});
