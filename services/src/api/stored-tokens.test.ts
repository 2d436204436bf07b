import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { saveDownload } from '@tandem/platform/downloads/downloads-repo';
import { sha256 } from '@tandem/platform/secrets';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';

/**
 * Webhook tokens and download links are secrets: stored only hashed (a hook token also sealed, so the
 * app shows its URL again), never in the request log, and a deleted workspace's links serve nothing.
 */
describe('hook and download tokens', () => {
  let api: ApiHarness;
  let owner: TestUser;
  const log: string[] = [];
  const ws = () => `/api/workspaces/${owner.workspaceId}`;

  beforeAll(async () => {
    api = await startApi({ logStream: { write: (line) => void log.push(line) } });
    owner = await signUp(api.app, 'Tom Tokens');
  });
  afterAll(() => api?.stop());

  const hookFlow = async (): Promise<{ flowId: string; hookUrl: string }> => {
    const step = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };
    const created = await owner.request('POST', `${ws()}/flows`, { name: 'Hooked', definition: { version: 1, trigger: { type: 'webhook' }, steps: [step] } });
    expect((await owner.request('PUT', `${ws()}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId })).status).toBe(200);
    const { hookUrl } = (await owner.request('GET', `${ws()}/flows/${created.body.flowId}/trigger`)).body as { hookUrl: string };
    return { flowId: created.body.flowId, hookUrl };
  };
  const flowRow = (flowId: string) => api.db.selectFrom('flows').selectAll().where('id', '=', flowId).executeTakeFirstOrThrow();
  const post = (url: string) => api.app.inject({ method: 'POST', url: new URL(url).pathname, payload: { orderId: 7 } });

  it('stores a hook token hashed and sealed, shows the same URL again, and finds the flow by the hash', async () => {
    const { flowId, hookUrl } = await hookFlow();
    const token = hookUrl.split('/hooks/')[1]!;
    expect(token).toMatch(/^hk_/);
    const row = await flowRow(flowId);
    expect(row.hookTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The app's trigger panel shows the URL again, from the sealed copy.
    expect((await owner.request('GET', `${ws()}/flows/${flowId}/trigger`)).body.hookUrl).toBe(hookUrl);
    expect((await post(hookUrl)).statusCode).toBe(202);

    const rotated = (await owner.request('POST', `${ws()}/flows/${flowId}/hook/rotate`)).body.hookUrl as string;
    expect(rotated).not.toBe(hookUrl);
    expect(JSON.stringify(await flowRow(flowId))).not.toContain(rotated.split('/hooks/')[1]);
    expect((await post(hookUrl)).statusCode).toBe(404);
    expect((await post(rotated)).statusCode).toBe(202);
  });

  it('stores a download link as the hash of its token; the link serves the file', async () => {
    const saved = await saveDownload(api.db, api.config.publicUrl, {
      workspaceId: owner.workspaceId,
      idempotencyKey: `test:${Date.now()}:hashed`,
      input: { name: 'Report', file: 'report.csv', format: 'csv', data: [{ a: 1 }], downloadLimit: -1, expiry: -1 },
    });
    const token = saved.url.split('/api/downloads/')[1]!;
    const rows = await api.db.selectFrom('downloads').selectAll().where('workspaceId', '=', owner.workspaceId).execute();
    expect(rows.map((row) => row.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows.map(({ data: _data, ...row }) => row))).not.toContain(token);
    const res = await api.app.inject({ method: 'GET', url: new URL(saved.url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('a');
  });

  it('keeps hook tokens and download tokens out of the request log', async () => {
    const { hookUrl } = await hookFlow();
    const hookToken = hookUrl.split('/hooks/')[1]!;
    const saved = await saveDownload(api.db, api.config.publicUrl, {
      workspaceId: owner.workspaceId,
      idempotencyKey: `test:${Date.now()}:log`,
      input: { name: 'Log', file: 'log.json', format: 'json', data: [1], downloadLimit: -1, expiry: -1 },
    });
    const downloadToken = saved.url.split('/api/downloads/')[1]!;
    log.length = 0;
    expect((await post(hookUrl)).statusCode).toBe(202);
    expect((await api.app.inject({ method: 'GET', url: new URL(saved.url).pathname })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/api/auth/verify?token=${downloadToken}x` })).statusCode).toBeLessThan(500);
    const written = log.join('\n');
    expect(written).toContain('/hooks/[redacted]');
    expect(written).toContain('/api/downloads/[redacted]');
    expect(written).not.toContain(hookToken);
    expect(written).not.toContain(downloadToken);
  });

  it('serves nothing from the links of a deleted workspace (404) and deletes their files with it', async () => {
    const doomed = await signUp(api.app, 'Dina Doomed');
    const save = (key: string) =>
      saveDownload(api.db, api.config.publicUrl, {
        workspaceId: doomed.workspaceId,
        idempotencyKey: `test:${Date.now()}:${key}`,
        input: { name: 'Export', file: 'export.csv', format: 'csv', data: [{ secret: 'customer list' }], downloadLimit: -1, expiry: -1 },
      });
    const before = await save('before');
    expect((await api.app.inject({ method: 'GET', url: new URL(before.url).pathname })).statusCode).toBe(200);

    expect((await doomed.request('DELETE', `/api/workspaces/${doomed.workspaceId}`)).status).toBe(200);
    const gone = await api.app.inject({ method: 'GET', url: new URL(before.url).pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('customer list');
    expect(await api.db.selectFrom('downloads').select('tokenHash').where('workspaceId', '=', doomed.workspaceId).execute()).toEqual([]);

    // A run that ends after the deletion may still write a file: its link serves nothing either.
    const late = await save('late');
    expect((await api.app.inject({ method: 'GET', url: new URL(late.url).pathname })).statusCode).toBe(404);
  });
});
