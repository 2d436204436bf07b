import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '@tandem/platform/notifications/notify';
import { noMailer } from '@tandem/platform/notifications/mailer';
import { type JsonSchema, malformedBody, type MalformedBody } from '../testing/malformed-bodies.js';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { ErrorBody } from './schemas/common.js';

type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Route = { method: string; path: string; schema: JsonSchema | undefined };

/** Bodies per route: thousands in all, within about a minute. */
const RUNS_PER_ROUTE = 200;

/** Routes that end the session or the workspace run last, so every other route still meets a signed-in member. */
const lastOf = (route: Route) => Number(route.method === 'DELETE') + Number(/auth\/logout|\/members\/|^\/api\/workspaces\/\{ws\}$/.test(route.path)) * 2;

describe('malformed bodies on every write route', () => {
  let api: ApiHarness;
  let user: TestUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app, 'Fuzzer');
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = (await user.request('POST', `${ws}/flows`, { name: 'Fuzzed', definition: { version: 1, trigger: { type: 'manual' }, steps: [] } })).body;
    const connection = (await user.request('POST', `${ws}/connections`, { app: 'slack', name: 'Chat', auth: null, config: { webhookUrl: 'https://hooks.slack.com/services/T1/B1/abc' } })).body;
    const invitation = (await user.request('POST', `${ws}/invitations`, { email: 'fuzz-invitee@example.test' })).body;
    const notification = await notify(api.db, noMailer, { workspaceId: user.workspaceId, event: 'FAILED_FLOW', title: 'Failed', content: 'x' });
    const runId = '01JFUZZ0000000000000000000';
    await api.db
      .insertInto('runs')
      .values({ id: runId, workspaceId: user.workspaceId, flowId: flow.flowId, versionId: flow.latestVersionId, workflowId: `run_${runId}`, triggerType: 'manual', status: 'completed', closedAt: new Date() })
      .execute();
    ids = {
      ws: user.workspaceId,
      flowId: flow.flowId,
      versionId: flow.latestVersionId,
      runId,
      invitationId: invitation.invitationId,
      userId: user.userId,
      connection: connection.id,
      notification: notification!.notificationId,
      hookToken: 'not-a-hook-token',
    };
  });
  afterAll(() => api?.stop());

  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? (path.includes('/notifications/') ? ids.notification : ids.connection) : ids[name]) ?? name);

  const send = (route: Route, body: MalformedBody): Promise<LightMyRequestResponse> => {
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { cookie, 'x-csrf-token': user.cookies.csrf_token ?? '', 'content-type': 'application/json' };
    const payload = 'raw' in body ? body.raw : JSON.stringify(body.json);
    return api.app.inject({ method: route.method as 'POST', url: urlOf(route.path), headers, payload });
  };

  it('answers no 5xx and every 4xx in the error shape of docs/api.md', { timeout: 120_000 }, async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const routes: Route[] = Object.entries(doc.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ method: method.toUpperCase(), path, schema: op.requestBody?.content?.['application/json']?.schema })),
      )
      .sort((a, b) => lastOf(a) - lastOf(b));
    expect(routes.length).toBeGreaterThan(25);
    let sent = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(malformedBody(route.schema), async (body) => {
          const res = await send(route, body);
          sent += 1;
          const what = `${route.method} ${route.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) expect(ErrorBody.safeParse(res.json()).success, what).toBe(true);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThan(3000);
  });
});
