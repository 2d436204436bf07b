import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { listAllGoogle } from '../../shared/google-list.js';
import { ANALYTICS_ADMIN_BASE_URL, googleAnalytics } from '../app.js';

export const AnalyticsAccount = z.object({
  name: z.string().describe('accounts/<id>'),
  createTime: z.string().optional(),
  updateTime: z.string().optional(),
  displayName: z.string().optional(),
  regionCode: z.string().optional(),
  deleted: z.boolean().default(false),
  gmpOrganization: z.string().optional(),
});
export type AnalyticsAccount = z.infer<typeof AnalyticsAccount>;

export const AnalyticsAccountsInput = z.object({ showDeleted: z.boolean().default(false).describe('Include accounts in the trash') });
export const AnalyticsAccountsOutput = z.object({ accounts: z.array(AnalyticsAccount) });
export type AnalyticsAccountsOutput = z.infer<typeof AnalyticsAccountsOutput>;

/** The Admin API's accounts the user can read, every page. */
export const analyticsAccountsGetAll = defineAction({
  app: googleAnalytics,
  id: 'accounts.getAll',
  displayName: 'Get accounts',
  description: 'Lists the Google Analytics accounts the connected Google account can read.',
  categories: ['Reporting'],
  mutates: false,
  input: AnalyticsAccountsInput,
  output: AnalyticsAccountsOutput,
  async run({ input, http }) {
    const accounts = await listAllGoogle<AnalyticsAccount>(http, '/v1beta/accounts', 'accounts', {
      baseUrl: ANALYTICS_ADMIN_BASE_URL,
      pageSize: 200,
      query: { showDeleted: input.showDeleted },
    });
    return { accounts };
  },
});
