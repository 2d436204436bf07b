import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { jsonTextDepth, MAX_JSON_BODY_DEPTH } from './json-body-parser.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonTextDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonTextDepth('{"a":"[[[{{{\\"[[["}')).toBe(1);
    expect(jsonTextDepth(nested(5000), 10)).toBe(11);
  });
});

describe('JSON bodies', () => {
  let api: ApiHarness;
  let user: TestUser;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    headers = { cookie, 'x-csrf-token': user.cookies.csrf_token ?? '', 'content-type': 'application/json' };
  });
  afterAll(() => api?.stop());

  const ws = () => `/api/workspaces/${user.workspaceId}`;

  it('takes an empty body with a JSON content type where a route takes no body (DELETE, body-less POST)', async () => {
    const flow = (await user.request('POST', `${ws()}/flows`, { name: 'To delete' })).body;
    const deleted = await api.app.inject({ method: 'DELETE', url: `${ws()}/flows/${flow.flowId}`, headers, payload: '' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const logout = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: '' });
    expect(logout.statusCode, logout.body).toBe(204);
    user = await signUp(api.app);
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    headers = { ...headers, cookie, 'x-csrf-token': user.cookies.csrf_token ?? '' };
  });

  it('still asks for the body where a route needs one', async () => {
    const res = await api.app.inject({ method: 'POST', url: `${ws()}/flows`, headers, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid input, zod validation failed');
  });

  it('refuses a body nested deeper than the limit with 400 saying so', async () => {
    const deepDefinition = `{"name":"Deep","definition":{"version":1,"trigger":{"type":"manual"},"steps":${nested(5000)}}}`;
    const res = await api.app.inject({ method: 'POST', url: `${ws()}/flows`, headers, payload: deepDefinition });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'too_deep', message: `The JSON body is nested more than ${MAX_JSON_BODY_DEPTH} levels deep` });
    const hook = await api.app.inject({ method: 'POST', url: '/hooks/no-such-hook', headers: { 'content-type': 'application/json' }, payload: nested(5000) });
    expect(hook.statusCode).toBe(400);
  });
});
