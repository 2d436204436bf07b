import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { listAllGoogle } from '../../shared/google-list.js';
import { googleMerchantCenter } from '../app.js';

/** An account list row. */
export const MerchantAccountRow = z.object({
  accountName: z.string(),
  resourceName: z.string(),
  id: z.string(),
  adultContent: z.boolean(),
  testAccount: z.boolean(),
});
export type MerchantAccountRow = z.infer<typeof MerchantAccountRow>;

interface ApiAccount {
  name: string;
  accountId: string;
  accountName?: string;
  adultContent?: boolean;
  testAccount?: boolean;
}

export const merchantAccountRow = (a: ApiAccount): MerchantAccountRow => ({
  accountName: a.accountName ?? '',
  resourceName: a.name,
  id: a.accountId,
  adultContent: a.adultContent ?? false,
  testAccount: a.testAccount ?? false,
});

export const merchantAccountsGetAll = defineAction({
  app: googleMerchantCenter,
  id: 'accounts.getAll',
  displayName: 'Get accounts',
  description: 'Lists the Merchant Center accounts the connection can use, or the sub-accounts of an advanced account.',
  categories: ['Feeds'],
  mutates: false,
  input: z.object({ advancedAccountId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional().describe('Sub-accounts of') }),
  output: z.object({ accounts: z.array(MerchantAccountRow) }),
  async run({ input, http }) {
    const path = input.advancedAccountId === undefined ? '/accounts/v1/accounts' : `/accounts/v1/accounts/${input.advancedAccountId}:listSubaccounts`;
    const accounts = await listAllGoogle<ApiAccount>(http, path, 'accounts', { pageSize: 250 });
    return { accounts: accounts.map(merchantAccountRow) };
  },
});
