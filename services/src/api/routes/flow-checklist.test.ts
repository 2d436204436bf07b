import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryFlowId } from '../../library/library-flows.js';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const uptimeId = libraryFlowId('website-uptime-monitor');

/** A library flow copied into a workspace lists what it still needs, and cannot go live before it has it. */
describe("a copied flow's checklist", () => {
  let api: ApiHarness;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app, 'Checklist User', undefined, { verified: true });
  });
  afterAll(() => api?.stop());

  it('names each step without its connection; going live is refused with the same messages until the apps are connected', async () => {
    const copy = (await user.request('POST', `${ws()}/library/${uptimeId}/copy`)).body;
    const checklist = await user.request('GET', `${ws()}/flows/${copy.flowId}/checklist`);
    expect(checklist.status).toBe(200);
    expect(checklist.body).toMatchObject({ versionId: copy.latestVersionId, complete: false });
    const messages = checklist.body.items.map((i: { message: string }) => i.message);
    expect(messages).toEqual(['Step "Alert Slack" needs a Slack connection: connect Slack first', expect.stringMatching(/^Step ".+" needs a Mailgun connection: connect Mailgun first$/)]);
    expect(checklist.body.items[0].pointer).toMatch(/^\/steps\/.+\/connectionId$/);

    const refused = await user.request('PUT', `${ws()}/flows/${copy.flowId}/live`, { versionId: copy.latestVersionId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('incomplete_flow');
    expect(refused.body.error.message).toContain('Step "Alert Slack" needs a Slack connection');
    expect(refused.body.error.issues.map((i: { message: string }) => i.message)).toEqual(messages);
    expect((await user.request('GET', `${ws()}/flows/${copy.flowId}`)).body.liveVersionId).toBeNull();

    await user.request('POST', `${ws()}/connections`, { app: 'slack', name: 'Chat', config: { webhookUrl: 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx' } });
    const half = await user.request('GET', `${ws()}/flows/${copy.flowId}/checklist`);
    expect(half.body.items.map((i: { message: string }) => i.message)).toEqual([messages[1]]);
    const mail = await user.request('POST', `${ws()}/connections`, { app: 'mailgun', name: 'Mail', auth: { token: 'key-1' }, config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' } });
    expect(mail.status).toBe(201);
    expect((await user.request('GET', `${ws()}/flows/${copy.flowId}/checklist`)).body).toMatchObject({ complete: true, items: [] });
    const live = await user.request('PUT', `${ws()}/flows/${copy.flowId}/live`, { versionId: copy.latestVersionId });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.liveVersionId).toBe(copy.latestVersionId);
    await user.request('DELETE', `${ws()}/flows/${copy.flowId}/live`);
  });

  it("is another workspace's secret", async () => {
    const copy = (await user.request('POST', `${ws()}/library/${uptimeId}/copy`)).body;
    const stranger = await signUp(api.app);
    expect((await stranger.request('GET', `/api/workspaces/${stranger.workspaceId}/flows/${copy.flowId}/checklist`)).status).toBe(404);
  });
});
