import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { listAllGoogle } from '../../shared/google-list.js';
import { ANALYTICS_ADMIN_BASE_URL, googleAnalytics } from '../app.js';

export const AnalyticsAccountSummary = z.object({
  name: z.string().describe('accountSummaries/<id>'),
  account: z.string().describe('accounts/<id>'),
  displayName: z.string().optional(),
  propertySummaries: z
    .array(z.object({ property: z.string().describe('properties/<id>'), displayName: z.string().optional(), propertyType: z.string().optional(), parent: z.string().optional() }))
    .default([]),
});
export type AnalyticsAccountSummary = z.infer<typeof AnalyticsAccountSummary>;

/** Every account the user can read with its properties, in one list (the Admin API's account summaries). */
export const analyticsAccountSummariesGetAll = defineAction({
  app: googleAnalytics,
  id: 'accountSummaries.getAll',
  displayName: 'Get accounts with their properties',
  description: 'Lists every Google Analytics account the connected Google account can read, each with its GA4 properties.',
  categories: ['Reporting'],
  mutates: false,
  input: z.object({}),
  output: z.object({ accountSummaries: z.array(AnalyticsAccountSummary) }),
  async run({ http }) {
    const accountSummaries = await listAllGoogle<AnalyticsAccountSummary>(http, '/v1beta/accountSummaries', 'accountSummaries', { baseUrl: ANALYTICS_ADMIN_BASE_URL, pageSize: 200 });
    return { accountSummaries };
  },
});
