import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryFlowId } from '../../library/library-flows.js';
import { LIBRARY_WORKSPACE_ID, seedLibrary } from '../../library/seed-library.js';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const uptimeId = libraryFlowId('website-uptime-monitor');
const leadId = libraryFlowId('social-ads-lead-alert');
const chatAlertId = libraryFlowId('website-uptime-chat-alert');
const chatBlockId = libraryFlowId('team-chat-post');

describe('the flow library', () => {
  let api: ApiHarness;
  let user: TestUser;
  let stranger: TestUser;

  const anonymous = async (method: 'GET' | 'POST', url: string) => {
    const res = await api.app.inject({ method, url });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const metrics = async (flowId: string) =>
    (await api.db.selectFrom('flows').select('performanceMetrics').where('id', '=', flowId).executeTakeFirstOrThrow()).performanceMetrics;

  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
    stranger = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  it('is seeded once: seeding again changes nothing', async () => {
    const before = await api.db.selectFrom('flowVersions').select('id').where('workspaceId', '=', LIBRARY_WORKSPACE_ID).execute();
    await seedLibrary(api.db);
    const after = await api.db.selectFrom('flowVersions').select('id').where('workspaceId', '=', LIBRARY_WORKSPACE_ID).execute();
    expect(after).toEqual(before);
    expect(before.length).toBeGreaterThanOrEqual(12);
  });

  it('lists the public flows without sign-in, by use case and by app, and counts them as shown', async () => {
    const shownBefore = (await metrics(uptimeId)).shown;
    const all = await anonymous('GET', '/api/library/flows');
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThanOrEqual(12);
    expect(all.body.items.find((f: { flowId: string }) => f.flowId === uptimeId)).toMatchObject({
      name: 'Website uptime monitor',
      apps: ['mailgun', 'slack'],
      trigger: { type: 'schedule' },
      libraryInfo: { useCases: ['Alerts & Tasks', 'Ecommerce'], previewSteps: ['check_site', 'site_down', 'alert_slack'] },
    });
    expect((await metrics(uptimeId)).shown).toBeGreaterThan(shownBefore);

    const ai = await anonymous('GET', '/api/library/flows?uc=AI');
    expect(ai.body.items.length).toBeGreaterThanOrEqual(2);
    expect(ai.body.items.every((f: { libraryInfo: { useCases: string[] } }) => f.libraryInfo.useCases.includes('AI'))).toBe(true);

    const meta = await anonymous('GET', '/api/library/flows?uc=Social%20Ads&a=meta-ads');
    expect(meta.body.items.map((f: { flowId: string }) => f.flowId)).toContain(leadId);
    const mailgun = await anonymous('GET', '/api/library/flows?a=mailgun');
    expect(mailgun.body.items.every((f: { apps: string[] }) => f.apps.includes('mailgun'))).toBe(true);
    expect((await anonymous('GET', '/api/library/flows?a=no-such-app')).body.items).toEqual([]);
    expect((await anonymous('GET', '/api/library/flows?uc=Gardening')).status).toBe(400);
  });

  it('previews a flow with its definition and at most 3 preview steps, counted as seen', async () => {
    const seenBefore = (await metrics(uptimeId)).seen;
    const res = await anonymous('GET', `/api/library/flows/${uptimeId}`);
    expect(res.status).toBe(200);
    expect(res.body.definition).toMatchObject({ version: 1, trigger: { type: 'schedule' } });
    expect(res.body.previewSteps.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['check_site', 'utility'],
      ['site_down', 'condition'],
      ['alert_slack', 'action'],
    ]);
    expect((await metrics(uptimeId)).seen).toBe(seenBefore + 1);
    expect((await anonymous('GET', `/api/library/flows/01K00000000000000000000000`)).status).toBe(404);
  });

  it('counts clicks', async () => {
    const before = (await metrics(leadId)).clicked;
    expect((await anonymous('POST', `/api/library/flows/${leadId}/clicked`)).status).toBe(204);
    expect((await metrics(leadId)).clicked).toBe(before + 1);
  });

  it('copies a flow into a workspace with its live version as the first version', async () => {
    const before = (await metrics(uptimeId)).copied;
    const preview = await anonymous('GET', `/api/library/flows/${uptimeId}`);
    const res = await user.request('POST', `/api/workspaces/${user.workspaceId}/library/${uptimeId}/copy`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      workspaceId: user.workspaceId,
      name: 'Website uptime monitor',
      fromFlowLibrary: true,
      sourceFlow: { flowId: uptimeId, flowVersionId: preview.body.versionId, workspaceId: LIBRARY_WORKSPACE_ID },
      liveVersionId: null,
      libraryInfo: null,
      creatorId: user.userId,
    });
    const version = await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${res.body.flowId}/versions/${res.body.latestVersionId}`);
    expect(version.body).toMatchObject({ valid: true, definition: preview.body.definition });
    expect((await metrics(uptimeId)).copied).toBe(before + 1);
    expect((await user.request('GET', `/api/workspaces/${user.workspaceId}/flows`)).body.items.map((f: { flowId: string }) => f.flowId)).toContain(res.body.flowId);
  });

  it('copies the building block a library flow runs along with it, once per workspace, and points the call at the copy', async () => {
    const ws = `/api/workspaces/${stranger.workspaceId}`;
    const callOf = async (flowId: string, versionId: string) => {
      const version = await stranger.request('GET', `${ws}/flows/${flowId}/versions/${versionId}`);
      expect(version.body.valid, JSON.stringify(version.body.issues)).toBe(true);
      return version.body.definition.steps[2].consequent[0];
    };
    const copyOf = async (sourceId: string) => (await stranger.request('GET', `${ws}/flows`)).body.items.filter((f: { sourceFlow: { flowId: string } | null }) => f.sourceFlow?.flowId === sourceId);

    const first = await stranger.request('POST', `${ws}/library/${chatAlertId}/copy`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const blocks = await copyOf(chatBlockId);
    expect(blocks).toHaveLength(1);
    const block = blocks[0]!;
    // The building block is live (the call checks against it); the copied flow itself is not.
    expect(block.liveVersionId).toBeTruthy();
    expect(first.body.liveVersionId).toBeNull();
    const call = await callOf(first.body.flowId, first.body.latestVersionId);
    expect(call).toMatchObject({ app: 'tandem', action: 'flows.run', input: { flowId: { type: 'literal', value: block.flowId }, version: { type: 'literal', value: 'live' } } });

    // A second copy reuses the workspace's building block.
    const second = await stranger.request('POST', `${ws}/library/${chatAlertId}/copy`);
    expect(second.status).toBe(201);
    expect(await copyOf(chatBlockId)).toHaveLength(1);
    expect((await callOf(second.body.flowId, second.body.latestVersionId)).input.flowId.value).toBe(block.flowId);
  });

  it('copies only into a workspace of the caller, and only library flows', async () => {
    expect((await stranger.request('POST', `/api/workspaces/${user.workspaceId}/library/${uptimeId}/copy`)).status).toBe(404);
    expect((await anonymous('POST', `/api/workspaces/${user.workspaceId}/library/${uptimeId}/copy`)).status).toBe(401);
    const own = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Not in the library' });
    expect((await stranger.request('POST', `/api/workspaces/${stranger.workspaceId}/library/${own.body.flowId}/copy`)).status).toBe(404);
    expect((await anonymous('GET', `/api/library/flows/${own.body.flowId}`)).status).toBe(404);
  });
});
