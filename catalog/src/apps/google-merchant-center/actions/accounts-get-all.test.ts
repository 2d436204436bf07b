import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { type AnyAction, AuthError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { merchantAccountStatusesGet } from './account-statuses-get.js';
import { merchantAccountsGetAll } from './accounts-get-all.js';

let fake: StartedFake<'google-merchant-center'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: AnyAction, input: unknown, accessToken = fake!.token) =>
  runAction(action, { input, auth: { refreshToken: 'r', accessToken }, config: { merchantId: '123456' }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-merchant-center accounts.getAll', () => {
  it('lists accounts and the sub-accounts of an advanced account', async () => {
    fake = await startFake('google-merchant-center');
    const row = { accountName: 'Example Shop', resourceName: 'accounts/123456', id: '123456', adultContent: false, testAccount: false };
    await expect(run(merchantAccountsGetAll, {})).resolves.toEqual({ accounts: [row] });
    await expect(run(merchantAccountsGetAll, { advancedAccountId: '1000' })).resolves.toEqual({ accounts: [row] });
    expect(fake.requests.map((r) => r.path)).toEqual(['/accounts/v1/accounts', '/accounts/v1/accounts/1000:listSubaccounts']);
    await expect(run(merchantAccountsGetAll, {}, 'expired')).rejects.toBeInstanceOf(AuthError);
  });
});

describe('google-merchant-center accountStatuses.get', () => {
  it('joins the account, its homepage claim, its issues and the product statistics per destination', async () => {
    fake = await startFake('google-merchant-center');
    await expect(run(merchantAccountStatusesGet, {})).resolves.toEqual({
      accountId: '123456',
      kind: 'merchantapi#accountStatus',
      accountName: 'Example Shop',
      websiteClaimed: true,
      accountLevelIssues: [
        { id: 'accounts/123456/issues/missing-return-policy', title: 'Missing return policy', severity: 'ERROR', detail: 'Add a return policy.', documentation: 'https://support.google.com/merchants/answer/10220642', destinations: ['SHOPPING_ADS'] },
      ],
      products: [
        {
          destination: 'SHOPPING_ADS',
          country: 'DE',
          statistics: { active: 2, pending: 0, disapproved: 1, expiring: 0 },
          itemLevelIssues: [expect.objectContaining({ code: 'image_link_broken', severity: 'DISAPPROVED', attribute: 'image link', numItems: 1, documentation: 'https://support.google.com/merchants/answer/6098289' })],
        },
      ],
    });
    expect(fake.requests.map((r) => r.path).sort()).toEqual([
      '/accounts/v1/accounts/123456',
      '/accounts/v1/accounts/123456/homepage',
      '/accounts/v1/accounts/123456/issues',
      '/issueresolution/v1/accounts/123456/aggregateProductStatuses',
    ]);
    await expect(run(merchantAccountStatusesGet, { accountId: '999' })).rejects.toMatchObject({ status: 403 });
  });
});
