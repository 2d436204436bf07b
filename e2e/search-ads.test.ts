import { appSettingEnvName } from '@tandem/catalog/runtime';
import { lit } from '@tandem/catalog';
import { resourceExhausted, startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const FLOW = 'Pause keywords without conversions and post a summary to the team chat';
const DEVELOPER_TOKEN = appSettingEnvName('google-ads', 'developerToken');

/** Google Ads: the library flow, quota waits, one customer out of reach and the connection test, through Temporal on the fakes. */
describe('Google Ads on the fakes', () => {
  let stack: TestStack;
  let ads: StartedFake<'google-ads'>;
  let slack: StartedFake<'slack'>;
  let restore: () => void = () => {};
  let previousToken: string | undefined;

  beforeAll(async () => {
    ads = await startFake('google-ads');
    slack = await startFake('slack');
    previousToken = process.env[DEVELOPER_TOKEN];
    process.env[DEVELOPER_TOKEN] = ads.developerToken;
    restore = pointAppsAt({ 'google-ads': ads.url, slack: slack.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restore();
    if (previousToken === undefined) delete process.env[DEVELOPER_TOKEN];
    else process.env[DEVELOPER_TOKEN] = previousToken;
    await stack?.stop();
    await Promise.all([ads?.close(), slack?.close()]);
  });

  async function connectAds(user: TestUser, config: Record<string, unknown>) {
    const res = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app: 'google-ads', name: 'Ads', auth: { refreshToken: 'refresh', accessToken: ads.accessToken }, config });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  }
  const runFlow = async (user: TestUser, steps: unknown[]) => {
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Ads', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    return waitForRun(user, started.body.runId);
  };
  const keywordsStep = (connectionId: string) => ({ name: 'keywords', type: 'action', app: 'google-ads', action: 'keywords.report', connectionId, input: { status: lit(['ENABLED']) } });

  it(`the library flow "${FLOW}" pauses the keywords and tells the team`, async () => {
    const user = await signUp(stack.app);
    await connectAds(user, { customerId: '123-456-7890' });
    await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app: 'slack', name: 'Team chat', auth: null, config: { webhookUrl: slack.webhookUrl } });
    const library = await user.request('GET', '/api/library/flows?uc=SEA');
    const source = library.body.items.find((flow: { name: string }) => flow.name === FLOW);
    expect(source, 'the flow is in the library').toBeDefined();
    const copy = await user.request('POST', `/api/workspaces/${user.workspaceId}/library/${source.flowId}/copy`);
    expect(copy.status).toBe(201);
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${copy.body.flowId}/runs`, {});
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(ads.mutations.map((m) => [m.resourceName, m.updateMask, m.after.status])).toEqual([
      ['customers/1234567890/adGroupCriteria/3001~7002', 'status', 'PAUSED'],
      ['customers/1234567890/adGroupCriteria/3001~7003', 'status', 'PAUSED'],
    ]);
    expect(slack.messages.map((m) => m.text)).toEqual([
      ':pause_button: Paused 2 Google Ads keywords with clicks but no conversion in the last 30 days:\n' +
        '• trail running shoes (PHRASE, Shoes – Search): 40 clicks, 36.4 spent\n' +
        '• cheap sneakers (BROAD, Shoes – Search): 12 clicks, 10.9 spent',
    ]);
  });

  it('a RESOURCE_EXHAUSTED answer is retried after the wait it names', async () => {
    const user = await signUp(stack.app);
    const connectionId = await connectAds(user, { customerId: '1234567890' });
    const before = ads.requests.length;
    ads.failNext(resourceExhausted(3));
    const state = await runFlow(user, [keywordsStep(connectionId)]);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    const [refused, retried] = ads.requests.slice(before);
    expect(retried!.receivedAt - refused!.receivedAt).toBeGreaterThanOrEqual(3000);
  });

  it('a permission error on one customer fails the step but leaves the connection working', async () => {
    const user = await signUp(stack.app);
    // The user reaches this client account only through its manager, which the connection does not name.
    const connectionId = await connectAds(user, { customerId: '5550001111' });
    const state = await runFlow(user, [keywordsStep(connectionId)]);
    expect(state.status).toBe('failed');
    expect(JSON.stringify(state.error)).toContain("User doesn't have permission to access customer");
    const connection = (await user.request('GET', `/api/workspaces/${user.workspaceId}/connections`)).body.items[0];
    expect(connection.testedStatus).not.toBe('failing');
    const notifications = (await user.request('GET', `/api/workspaces/${user.workspaceId}/notifications`)).body.items;
    expect(notifications.filter((n: { event: string }) => n.event === 'BROKEN_CONNECTION')).toEqual([]);
  });

  it('the connection test reads the customer from the fake', async () => {
    const user = await signUp(stack.app);
    const connectionId = await connectAds(user, { customerId: '555-000-1111', managerId: '987-654-3210' });
    const before = ads.requests.length;
    const tested = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections/${connectionId}/test`);
    expect(tested.body).toEqual({ testedStatus: 'working', failureReason: null });
    const [call] = ads.requests.slice(before);
    expect(call).toMatchObject({ path: '/v24/customers/5550001111/googleAds:searchStream', headers: expect.objectContaining({ 'login-customer-id': '9876543210', 'developer-token': ads.developerToken }) });
    const broken = await connectAds(user, { customerId: '1112223334' });
    const failing = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections/${broken}/test`);
    expect(failing.body).toMatchObject({ testedStatus: 'failing', failureReason: expect.stringContaining("User doesn't have permission") });
  });
});
