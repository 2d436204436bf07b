import { type ContractViolation, type OpenApiContract } from './contracts/openapi-contract.js';
import { type FakeResponse, jsonResponse, type RecordedRequest } from './fake-server.js';

/** Google's JSON error body: `{ error: { code, message, status, details? } }`. */
export const googleError = (code: number, status: string, message: string, details?: unknown[]): FakeResponse =>
  jsonResponse(code, { error: { code, message, status, ...(details === undefined ? {} : { details }) } });

export const googleInvalidArgument = (message: string): FakeResponse => googleError(400, 'INVALID_ARGUMENT', message);
export const googleNotFound = (message = 'Requested entity was not found.'): FakeResponse => googleError(404, 'NOT_FOUND', message);
export const googlePermissionDenied = (message: string): FakeResponse => googleError(403, 'PERMISSION_DENIED', message);

/** The answer to a missing or unknown access token. */
export const googleUnauthenticated = (): FakeResponse =>
  googleError(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  );

/** The answer to a token that lacks the scope a method needs. */
export const googleScopeInsufficient = (): FakeResponse =>
  googleError(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.', [
    { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', domain: 'googleapis.com' },
  ]);

/** The OAuth scopes of the request's bearer token, or the 401 Google answers. */
export function googleScopesOf(request: RecordedRequest, tokens: Readonly<Record<string, readonly string[]>>): readonly string[] | FakeResponse {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  const scopes = match?.[1] === undefined ? undefined : tokens[match[1]];
  return scopes ?? googleUnauthenticated();
}

export const isFakeResponse = (value: unknown): value is FakeResponse => typeof value === 'object' && value !== null && 'status' in value && !Array.isArray(value);

/** Page tokens of the fakes: the offset of the next item, opaque to clients. */
export const pageToken = {
  of: (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url'),
  offset(token: string | null | undefined): number | undefined {
    if (!token) return 0;
    const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  },
};

/**
 * One page of a Google list method: `pageSize` (the method's default when absent, capped at its
 * maximum) items from the page token's offset, and the next page's token while items remain.
 */
export function googlePage<T>(items: readonly T[], request: RecordedRequest, sizes: { default: number; max: number }): { items: T[]; nextPageToken?: string } | FakeResponse {
  const offset = pageToken.offset(request.query.get('pageToken'));
  if (offset === undefined) return googleInvalidArgument('Invalid page token.');
  const requested = Number(request.query.get('pageSize') ?? sizes.default);
  const size = Math.min(requested > 0 ? requested : sizes.default, sizes.max);
  const page = items.slice(offset, offset + size);
  return offset + size < items.length ? { items: page, nextPageToken: pageToken.of(offset + size) } : { items: page };
}

/** `requests[0].add_sheet.properties`: how Google names a field of a request in its errors. */
const fieldPath = (at: Array<string | number>) =>
  at.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${part.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)).join('');

const badRequest = (field: string, message: string): FakeResponse =>
  googleError(400, 'INVALID_ARGUMENT', message, [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description: message }] }]);

function refusal(drift: ContractViolation): FakeResponse | undefined {
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return badRequest(drift.name, `Invalid JSON payload received. Unknown name "${drift.name}": Cannot bind query parameter. Field '${drift.name}' could not be found in request message.`);
    case 'unknown-field': {
      const at = fieldPath(drift.at);
      return badRequest(at, `Invalid JSON payload received. Unknown name "${drift.name}"${at ? ` at '${at}'` : ''}: Cannot find field.`);
    }
    case 'missing':
      return badRequest(fieldPath([...drift.at, drift.name]), `Missing required field ${fieldPath([...drift.at, drift.name])}.`);
    case 'type':
      return badRequest(fieldPath(drift.at), `Invalid value at '${fieldPath(drift.at)}' (${drift.expected}), ${JSON.stringify(drift.value)}`);
    case 'enum':
      return badRequest(fieldPath(drift.at), `Invalid value at '${fieldPath(drift.at)}' (TYPE_ENUM), "${String(drift.value)}"`);
  }
}

/**
 * Checks a request against the API's Discovery subset (query parameters, JSON body fields, types,
 * enums) and answers a drift as Google's REST front end does: 400 `INVALID_ARGUMENT` with a
 * `BadRequest` field violation. Undefined when the request keeps to it (or is not an operation of it).
 */
export function googleContractRefusal(contract: OpenApiContract, request: RecordedRequest): FakeResponse | undefined {
  let body: unknown;
  try {
    body = request.body ? JSON.parse(request.body) : undefined;
  } catch {
    return googleInvalidArgument('Invalid JSON payload received.');
  }
  const drift = contract.check(request.method, request.path, request.query, body);
  return drift && refusal(drift);
}
