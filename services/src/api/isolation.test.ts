import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';

/** Valid bodies for write routes, so that only ownership decides the answer. */
const sampleBodies: Record<string, unknown> = {
  'PATCH /api/workspaces/{ws}': { name: 'Taken over' },
  'POST /api/workspaces/{ws}/flows': { name: 'Intruder flow' },
  'PATCH /api/workspaces/{ws}/flows/{flowId}': { name: 'Taken over' },
  'POST /api/workspaces/{ws}/flows/{flowId}/versions': { definition: { version: 1, trigger: { type: 'manual' }, steps: [] } },
  'POST /api/workspaces/{ws}/flows/{flowId}/runs': {},
  'PUT /api/workspaces/{ws}/flows/{flowId}/live': {},
  'POST /api/workspaces/{ws}/invitations': { email: 'intruder@example.test' },
  'POST /api/workspaces/{ws}/onboarding': { status: 'completed' },
};

type Ids = Record<string, string>;

describe('workspace isolation: another user gets 404 for every route with ids, and changes nothing', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let intruder: TestUser;
  let ids: Ids;

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app, 'Owner');
    intruder = await signUp(api.app, 'Intruder');
    const flow = await owner.request('POST', `/api/workspaces/${owner.workspaceId}/flows`, {
      name: 'Private flow',
      definition: { version: 1, trigger: { type: 'manual' }, steps: [] },
    });
    const flowId = flow.body.flowId as string;
    const versionId = flow.body.latestVersionId as string;
    // A run row without starting a workflow: isolation is decided before Temporal is asked.
    const runId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    await api.db
      .insertInto('runs')
      .values({ id: runId, workspaceId: owner.workspaceId, flowId, versionId, workflowId: `run_${runId}`, triggerType: 'manual', status: 'completed', closedAt: new Date() })
      .execute();
    ids = { ws: owner.workspaceId, flowId, versionId, runId, stepName: 'fetch' };
    sampleBodies['PUT /api/workspaces/{ws}/flows/{flowId}/live'] = { versionId };
  });
  afterAll(() => api?.stop());

  type Send = (method: 'GET', url: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

  /** Tries every route with a workspace id on the owner's objects; each must answer 404 (400 for a body it cannot read). */
  async function everyRouteAnswers404(send: Send): Promise<void> {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      if (!params.includes('ws')) continue;
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `01K0000000000000000000000${name.length % 10}`);
        const key = `${method.toUpperCase()} ${path}`;
        const body = ['post', 'put', 'patch'].includes(method) ? (sampleBodies[key] ?? {}) : undefined;
        const res = await send(method.toUpperCase() as 'GET', url, body);
        tried.push(`${key} → ${res.status}`);
        const allowed = key in sampleBodies || !body ? [404] : [400, 404];
        expect(allowed, `${key} answered ${res.status}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    }
    expect(tried.length).toBeGreaterThan(10);
  }

  it('answers 404 (never 2xx, 403 or 5xx) on every route of the OpenAPI document', async () => {
    await everyRouteAnswers404((method, url, body) => intruder.request(method, url, body));
  });

  it("answers 404 on every route to the owner's own API token for another of their workspaces", async () => {
    const other = (await owner.request('POST', '/api/workspaces', { name: 'Other' })).body.workspaceId as string;
    const { token } = (await owner.request('POST', '/api/tokens', { name: 'scoped', workspaceId: other })).body as { token: string };
    await everyRouteAnswers404(async (method, url, body) => {
      const res = await api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
      return { status: res.statusCode, body: res.body ? res.json() : null };
    });
  });

  it('left the owner’s objects as they were', async () => {
    const flow = await owner.request('GET', `/api/workspaces/${ids.ws}/flows/${ids.flowId}`);
    expect(flow.body).toMatchObject({ name: 'Private flow', deletedAt: null, latestVersionId: ids.versionId, liveVersionId: null });
    const ws = await owner.request('GET', `/api/workspaces/${ids.ws}`);
    expect(ws.body).toMatchObject({ deletedAt: null, name: "Owner's workspace" });
    const flows = await owner.request('GET', `/api/workspaces/${ids.ws}/flows`);
    expect(flows.body.items).toHaveLength(1);
  });
});
