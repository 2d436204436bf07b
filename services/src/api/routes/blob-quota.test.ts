import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { BlobStore } from '@tandem/platform/codec';
import { eventually } from '../../../../scripts/test-env/eventually.js';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const QUOTA = 1024 * 1024;

/** Large webhook bodies and run inputs are stored as blobs; a workspace keeps at most its quota of them. */
describe('the blob quota of a workspace', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let hookPath: string;
  let flowId: string;
  const ws = () => `/api/workspaces/${owner.workspaceId}`;
  const stored = () => new BlobStore(api.db).bytesOf(owner.workspaceId);
  const runCount = async () => (await api.db.selectFrom('runs').select('id').where('workspaceId', '=', owner.workspaceId).execute()).length;
  /** About 700 KB of JSON that compresses to about 530 KB: one fits the 1 MiB quota, two do not. */
  const bigBody = () => ({ blob: randomBytes(525_000).toString('base64') });

  beforeAll(async () => {
    api = await startApi({ config: { workspaceBlobQuotaBytes: QUOTA } });
    owner = await signUp(api.app, 'Quentin Quota');
    const step = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };
    const created = await owner.request('POST', `${ws()}/flows`, { name: 'Hooked', definition: { version: 1, trigger: { type: 'webhook' }, steps: [step] } });
    flowId = created.body.flowId;
    expect((await owner.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId: created.body.latestVersionId })).status).toBe(200);
    hookPath = new URL((await owner.request('GET', `${ws()}/flows/${flowId}/trigger`)).body.hookUrl).pathname;
  });
  afterAll(() => api?.stop());

  it('answers 413 blob_quota_exceeded to a large call past the quota, storing nothing of it; small calls still run', async () => {
    const first = await api.app.inject({ method: 'POST', url: hookPath, payload: bigBody() });
    expect(first.statusCode, first.body).toBe(202);
    // The run's payload went to the blob store under the workspace.
    const afterFirst = await eventually(stored, (bytes) => bytes > 0);
    expect(afterFirst).toBeGreaterThan(300_000);
    const runs = await runCount();

    const refused = await api.app.inject({ method: 'POST', url: hookPath, payload: bigBody() });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({ code: 'blob_quota_exceeded', message: expect.stringMatching(/^This workspace stores .+ MB of large payloads \(its quota is 1\.0 MB\), so this webhook call of .+ MB is refused/) });
    expect(await runCount()).toBe(runs);
    expect(await stored()).toBe(afterFirst);

    const manual = await owner.request('POST', `${ws()}/flows/${flowId}/runs`, { input: bigBody() });
    expect(manual.status).toBe(413);
    expect(manual.body.error.code).toBe('blob_quota_exceeded');

    // A payload that stays inline in the run's history is not counted.
    expect((await api.app.inject({ method: 'POST', url: hookPath, payload: { orderId: 1 } })).statusCode).toBe(202);
    expect(await runCount()).toBe(runs + 1);
  });
});
