import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { baseUrlEnvName } from '@tandem/catalog/runtime';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';
import { setEnv } from '../../../../scripts/test-env/set-env.js';

/** POST /connections/:id/test runs each app's own test against its fake (the reporting and task apps). */
describe('connection tests of search console, analytics, sheets, merchant center and ClickUp', () => {
  let api: ApiHarness;
  let user: TestUser;
  let fakes: {
    console: StartedFake<'google-search-console'>;
    analytics: StartedFake<'google-analytics'>;
    sheets: StartedFake<'google-sheets'>;
    merchant: StartedFake<'google-merchant-center'>;
    clickup: StartedFake<'clickup'>;
  };
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    const [searchConsole, analytics, sheets, merchant, clickup] = await Promise.all([
      startFake('google-search-console'),
      startFake('google-analytics'),
      startFake('google-sheets'),
      startFake('google-merchant-center'),
      startFake('clickup'),
    ]);
    fakes = { console: searchConsole, analytics, sheets, merchant, clickup };
    // The workers' way to reach the fakes: TANDEM_BASE_URL_<APP> (each fake lets its own host:port through the egress policy).
    const urls = { 'google-search-console': searchConsole.url, 'google-analytics': analytics.url, 'google-sheets': sheets.url, 'google-merchant-center': merchant.url, clickup: clickup.url };
    restoreEnv = setEnv(Object.fromEntries(Object.entries(urls).map(([app, url]) => [baseUrlEnvName(app), url])));
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(async () => {
    restoreEnv?.();
    await api?.stop();
    await Promise.all(Object.values(fakes ?? {}).map((fake) => fake.close()));
  });

  const test = async (app: string, accessToken: string, config: Record<string, unknown>) => {
    const created = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app, name: app, auth: { refreshToken: accessToken, accessToken }, config });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await user.request('POST', `/api/workspaces/${user.workspaceId}/connections/${created.body.id}/test`)).body;
  };
  const working = { testedStatus: 'working', failureReason: null };

  it('each app calls its fake and works with a good grant', async () => {
    expect(await test('google-search-console', fakes.console.tokens.full, { property: 'sc-domain:example.com' })).toEqual(working);
    expect(await test('google-analytics', fakes.analytics.token, { propertyId: '1000' })).toEqual(working);
    expect(await test('google-sheets', fakes.sheets.token, {})).toEqual(working);
    expect(await test('google-merchant-center', fakes.merchant.token, { merchantId: '123456' })).toEqual(working);
    expect(await test('clickup', fakes.clickup.token, { workspaceId: '9001' })).toEqual(working);
    expect(fakes.sheets.requests.at(-1)?.path).toBe('/v4/spreadsheets/tandem-connection-test');
    expect(fakes.clickup.requests.at(-1)?.path).toBe('/api/v2/team');
  });

  it('fails with the reason: a property or workspace without access, a revoked grant', async () => {
    expect(await test('google-search-console', fakes.console.tokens.full, { property: 'https://other.example/' })).toEqual({
      testedStatus: 'failing',
      failureReason: 'The Google account has no verified access to the Search Console property https://other.example/',
    });
    expect(await test('clickup', fakes.clickup.token, { workspaceId: '1' })).toEqual({
      testedStatus: 'failing',
      failureReason: 'The ClickUp connection may not use workspace 1; authorize it in ClickUp',
    });
    expect(await test('google-analytics', 'revoked', {})).toEqual({
      testedStatus: 'failing',
      failureReason: expect.stringMatching(/^google-analytics answered 401 Unauthorized: Request had invalid authentication credentials/),
    });
  });
});
