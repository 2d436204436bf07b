import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };
const valid = { version: 1, trigger: { type: 'manual' }, steps: [note] };
const invalid = { ...valid, steps: [{ ...note, input: { text: { $ref: ['nowhere'] } } }] };

describe('POST …/flows/:flowId/runs: which version runs', () => {
  let api: ApiHarness;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  const createFlow = async (definition: unknown) => (await user.request('POST', `${ws()}/flows`, { name: `Flow ${Date.now()}`, definition })).body as { flowId: string; latestVersionId: string };
  const save = async (flowId: string, definition: unknown) => (await user.request('POST', `${ws()}/flows/${flowId}/versions`, { definition })).body as { versionId: string; valid: boolean };
  const run = (flowId: string, body: Record<string, unknown> = {}) => user.request('POST', `${ws()}/flows/${flowId}/runs`, body);

  it('the newest valid version unless one is named; a named one must be valid and of this flow', async () => {
    const none = await createFlow(invalid);
    expect(await run(none.flowId)).toMatchObject({ status: 400, body: { error: { code: 'no_valid_version', message: 'The flow has no valid version to run' } } });

    const flow = await createFlow(valid);
    const newerValid = await save(flow.flowId, valid);
    const newestInvalid = await save(flow.flowId, invalid);
    expect([newerValid.valid, newestInvalid.valid]).toEqual([true, false]);
    const started = await run(flow.flowId);
    expect(started.status).toBe(201);
    const runs = (await user.request('GET', `${ws()}/runs?flowId=${flow.flowId}`)).body.items as { runId: string; versionId: string }[];
    expect(runs.find((r) => r.runId === started.body.runId)?.versionId).toBe(newerValid.versionId);

    const named = await run(flow.flowId, { versionId: flow.latestVersionId });
    expect(named.status).toBe(201);
    expect(await run(flow.flowId, { versionId: newestInvalid.versionId })).toMatchObject({ status: 400, body: { error: { code: 'invalid_version' } } });
    expect(await run(flow.flowId, { versionId: none.latestVersionId })).toMatchObject({ status: 404, body: { error: { message: 'Version not found' } } });
    expect(await run(none.latestVersionId)).toMatchObject({ status: 404, body: { error: { message: 'Flow not found' } } });
  });
});
