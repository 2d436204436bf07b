import { z } from 'zod';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { ApiToken, CreatedToken, CreateTokenBody, TokensQuery } from '../schemas/tokens.js';

const tags = ['auth'];

export const createToken = route('POST', '/api/tokens', {
  tags,
  summary: 'Create an API token for one workspace (default: the oldest), expiring in 1 to 365 days (default 90); the token is shown once',
  body: CreateTokenBody,
  response: { 201: CreatedToken, ...errorResponses },
});

export const listTokens = route('GET', '/api/tokens', {
  tags,
  summary: "The caller's API tokens not revoked, newest first (optionally of one workspace)",
  querystring: TokensQuery,
  response: { 200: z.object({ items: z.array(ApiToken), nextCursor: z.null() }), ...errorResponses },
});

export const revokeToken = route('DELETE', '/api/tokens/:tokenId', { tags, summary: 'Revoke an API token: it answers 401 from now on', params: z.object({ tokenId: Id }), response: { 204: z.null(), ...errorResponses } });
