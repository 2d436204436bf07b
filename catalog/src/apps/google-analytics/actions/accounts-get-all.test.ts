import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { analyticsAccountSummariesGetAll } from './account-summaries-get-all.js';
import { analyticsAccountsGetAll } from './accounts-get-all.js';
import { analyticsPropertiesGetAll } from './properties-get-all.js';

let fake: StartedFake<'google-analytics'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('google-analytics accounts.getAll and properties.getAll', () => {
  it('reads every page of accounts from the Admin API', async () => {
    const accounts = Object.fromEntries(Array.from({ length: 230 }, (_, i) => [String(100 + i), `Shop ${i}`]));
    fake = await startFake('google-analytics', { accounts });
    const output = (await runAction(analyticsAccountsGetAll, { input: {}, auth: { refreshToken: 'r', accessToken: fake.token }, baseUrlOverrides: fake.baseUrlOverrides })) as {
      accounts: Array<{ name: string; deleted: boolean }>;
    };
    expect(output.accounts).toHaveLength(230);
    expect(output.accounts[229]).toMatchObject({ name: 'accounts/329', displayName: 'Shop 229', regionCode: 'DE', deleted: false });
    expect(fake.requests.map((r) => [r.path, r.query.get('pageSize'), r.query.has('pageToken')])).toEqual([
      ['/v1beta/accounts', '200', false],
      ['/v1beta/accounts', '200', true],
    ]);
  });

  it('lists every account with its properties in account summaries', async () => {
    fake = await startFake('google-analytics');
    const output = await runAction(analyticsAccountSummariesGetAll, { input: {}, auth: { refreshToken: 'r', accessToken: fake.token }, baseUrlOverrides: fake.baseUrlOverrides });
    expect(output).toEqual({
      accountSummaries: [
        {
          name: 'accountSummaries/100',
          account: 'accounts/100',
          displayName: 'Example Shop',
          propertySummaries: [{ property: 'properties/1000', displayName: 'www.example.com', propertyType: 'PROPERTY_TYPE_ORDINARY', parent: 'accounts/100' }],
        },
      ],
    });
    expect(fake.requests[0]?.path).toBe('/v1beta/accountSummaries');
  });

  it("lists an account's properties through the parent filter", async () => {
    fake = await startFake('google-analytics');
    const list = (accountId: string) =>
      runAction(analyticsPropertiesGetAll, { input: { accountId }, auth: { refreshToken: 'r', accessToken: fake!.token }, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(list('accounts/100')).resolves.toEqual({
      properties: [
        expect.objectContaining({ name: 'properties/1000', parent: 'accounts/100', displayName: 'www.example.com', currencyCode: 'EUR', timeZone: 'Europe/Berlin', propertyType: 'PROPERTY_TYPE_ORDINARY' }),
      ],
    });
    expect(fake.requests[0]?.query.get('filter')).toBe('parent:accounts/100');
    await expect(list('abc')).rejects.toThrow('Value must be a numeric string');
  });
});
