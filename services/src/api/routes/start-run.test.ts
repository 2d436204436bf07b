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

describe('GET …/runs: newest first, whatever the shape of the run id', () => {
  let api: ApiHarness;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  it('orders manual, webhook and schedule runs by their start and pages on from the last one', async () => {
    const flow = (await user.request('POST', `${ws()}/flows`, { name: 'Paged', definition: valid })).body as { flowId: string; latestVersionId: string };
    // Run ids are their workflow ids without `run_`: a ULID, `hook_…`, `sched_<flowId>-<time>`.
    const ids = ['01JZ0000000000000000000000', `sched_${flow.flowId}-2026-11-27T06:00:00Z`, `hook_${flow.flowId}_abc`];
    await api.db
      .insertInto('runs')
      .values(
        ids.map((id, i) => ({
          id,
          workspaceId: user.workspaceId,
          flowId: flow.flowId,
          versionId: flow.latestVersionId,
          workflowId: `run_${id}`,
          triggerType: 'manual',
          status: 'completed' as const,
          startedAt: new Date(Date.UTC(2026, 10, 27, 6, i)),
          closedAt: new Date(Date.UTC(2026, 10, 27, 7, i)),
        })),
      )
      .execute();
    const page = async (cursor?: string) =>
      (await user.request('GET', `${ws()}/runs?flowId=${flow.flowId}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body as { items: { runId: string }[]; nextCursor: string | null };
    const first = await page();
    expect(first.items.map((r) => r.runId)).toEqual([ids[2], ids[1]]);
    const second = await page(first.nextCursor!);
    expect(second).toEqual({ items: [expect.objectContaining({ runId: ids[0] })], nextCursor: null });
    // The run page takes every shape of id.
    expect((await user.request('GET', `${ws()}/runs/${encodeURIComponent(ids[1]!)}`)).status).not.toBe(400);
  });
});
