import { afterEach, describe, expect, it } from 'vitest';
import { type PipedreamFake, startPipedreamFake } from './testing/pipedream-fake.js';
import { type AnyAction, AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { retryPolicyOf, retryTraitsOf } from '../../retry/index.js';
import { pipedreamMakeRequest } from './actions/request-send.js';
import { pipedreamRunAction } from './actions/actions-run.js';
import { pipedream } from './app.js';

let fake: PipedreamFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const WORKSPACE = '01JWORKSPACE0000000000000A';
const env = (f: PipedreamFake, overrides: Record<string, string> = {}) => ({
  TANDEM_BASE_URL_PIPEDREAM: f.baseUrl,
  TANDEM_APP_PIPEDREAM_CLIENT_ID: f.clientId,
  TANDEM_APP_PIPEDREAM_CLIENT_SECRET: f.clientSecret,
  TANDEM_APP_PIPEDREAM_PROJECT_ID: f.projectId,
  ...overrides,
});
const run = (action: AnyAction, input: unknown, workspaceId: string | undefined = WORKSPACE) =>
  runAction(action, { input, auth: null, config: {}, env: env(fake!), ...(workspaceId ? { workspaceId } : {}) });

describe('pipedream', () => {
  it('proxies a request with the operator’s project token to the workspace’s connected account', async () => {
    fake = await startPipedreamFake();
    fake.accounts.push({ id: 'apn_dead', externalUserId: WORKSPACE, appSlug: 'notion', healthy: false }, { id: 'apn_123', externalUserId: WORKSPACE, appSlug: 'notion', healthy: true });
    fake.upstream = (request) => ({ results: [{ id: 'page-1' }], echo: request.body ? JSON.parse(request.body) : null });
    const output = await run(pipedreamMakeRequest, {
      appSlug: 'notion',
      method: 'POST',
      url: 'https://api.notion.com/v1/search',
      queryParams: [{ key: 'page_size', value: '10' }],
      headers: [{ key: 'Notion-Version', value: '2022-06-28' }],
      body: { query: 'Roadmap' },
    });
    expect(output).toEqual({ body: { results: [{ id: 'page-1' }], echo: { query: 'Roadmap' } } });
    expect(fake.proxied).toEqual([{ method: 'POST', url: 'https://api.notion.com/v1/search?page_size=10', accountId: 'apn_123', headers: { 'notion-version': '2022-06-28' }, body: '{"query":"Roadmap"}' }]);
    const [token, accounts, proxy] = fake.requests;
    expect(JSON.parse(token!.body)).toEqual({ grant_type: 'client_credentials', client_id: fake.clientId, client_secret: fake.clientSecret });
    expect(Object.fromEntries(accounts!.query)).toEqual({ external_user_id: WORKSPACE, app: 'notion' });
    expect(proxy?.headers['x-pd-environment']).toBe('production');
    expect(Object.fromEntries(proxy!.query)).toEqual({ external_user_id: WORKSPACE, account_id: 'apn_123' });
  });

  it('mutates unless the method is GET; needs a connected account, https and a workspace', async () => {
    fake = await startPipedreamFake();
    expect(retryPolicyOf(retryTraitsOf('pipedream', 'request.send'), { method: 'GET' }).attempts).toBe('retry');
    expect(retryPolicyOf(retryTraitsOf('pipedream', 'request.send'), { method: 'DELETE' }).attempts).toBe('once');
    await expect(run(pipedreamMakeRequest, { appSlug: 'github', url: 'https://api.github.com/user' })).rejects.toThrow('No github account is connected in Pipedream for this workspace; connect it first');
    await expect(run(pipedreamMakeRequest, { appSlug: 'github', url: 'http://api.github.com/user' })).rejects.toThrow('Give the full https URL');
    await expect(run(pipedreamMakeRequest, { appSlug: 'github', url: 'https://api.github.com/user' }, '')).rejects.toThrow('Pipedream steps run only inside a workspace’s flow');
    await expect(run(pipedreamMakeRequest, { appSlug: 'github', method: 'HEAD', url: 'https://api.github.com/user' })).rejects.toThrow(/method/);
    const requests = fake.requests.length;
    await expect(run(pipedreamMakeRequest, { appSlug: 'github', url: 'https://api.github.com/user' }, 'w'.repeat(65))).rejects.toThrow('A Pipedream user id has at most 64 characters; this workspace id has 65');
    expect(fake.requests).toHaveLength(requests);
  });

  it('runs a prebuilt action with the configured props and the account as the app prop', async () => {
    fake = await startPipedreamFake();
    fake.accounts.push({ id: 'apn_slack', externalUserId: WORKSPACE, appSlug: 'slack', healthy: true });
    fake.components.set('slack-send-message', (props) => ({ exports: { $summary: `Sent to ${String(props.conversation)}` }, ret: { ok: true, ts: '1700000000.1' } }));
    const output = await run(pipedreamRunAction, { appSlug: 'slack', actionId: 'slack-send-message', configuredProps: { conversation: 'C123', text: 'Hello' } });
    expect(output).toEqual({ exports: { $summary: 'Sent to C123' }, ret: { ok: true, ts: '1700000000.1' } });
    expect(fake.runs).toEqual([{ id: 'slack-send-message', externalUserId: WORKSPACE, configuredProps: { conversation: 'C123', text: 'Hello', slack: { authProvisionId: 'apn_slack' } } }]);
    await expect(run(pipedreamRunAction, { appSlug: 'slack', actionId: 'slack-unknown-thing' })).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: expect.stringContaining('component slack-unknown-thing not found') });
    expect(pipedreamRunAction.input.shape.configuredProps.meta()?.['x-tandem-component']).toEqual({ kind: 'configuredProps' });
  });

  it('tests with the operator’s settings only: a refused client fails, missing settings name their variables', async () => {
    fake = await startPipedreamFake();
    await expect(runAppTest(pipedream, { auth: null, env: env(fake) })).resolves.toBeUndefined();
    await expect(runAppTest(pipedream, { auth: null, env: env(fake, { TANDEM_APP_PIPEDREAM_CLIENT_SECRET: 'wrong' }) })).rejects.toBeInstanceOf(AuthError);
    await expect(runAppTest(pipedream, { auth: null, env: { TANDEM_BASE_URL_PIPEDREAM: fake.baseUrl } })).rejects.toThrow(
      'Tandem is not set up for Pipedream yet: the operator must set TANDEM_APP_PIPEDREAM_CLIENT_ID, TANDEM_APP_PIPEDREAM_CLIENT_SECRET, TANDEM_APP_PIPEDREAM_PROJECT_ID',
    );
    await expect(runAppTest(pipedream, { auth: null, env: env(fake, { TANDEM_APP_PIPEDREAM_ENVIRONMENT: 'development' }) })).rejects.toThrow(/x-pd-environment/);
  });

  it("refuses a request that drifts from Pipedream's Connect reference: an unknown body field, a wrong grant type", async () => {
    fake = await startPipedreamFake();
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${fake!.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    expect(await post('/oauth/token', { grant_type: 'password', client_id: fake.clientId, client_secret: fake.clientSecret })).toEqual({ status: 400, body: { error: 'grant_type must be one of: client_credentials' } });
    const { body: grant } = await post('/oauth/token', { grant_type: 'client_credentials', client_id: fake.clientId, client_secret: fake.clientSecret });
    const run = await post(`/connect/${fake.projectId}/actions/run`, { id: 'notion-create-page', external_user_id: WORKSPACE, props: {} }, String(grant.access_token));
    expect(run).toEqual({ status: 400, body: { error: 'unknown field: props' } });
    expect(fake.runs).toEqual([]);
  });
});
