import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { listAllGoogle } from '../../shared/google-list.js';
import { ANALYTICS_ADMIN_BASE_URL, googleAnalytics } from '../app.js';

export const AnalyticsProperty = z.object({
  name: z.string().describe('properties/<id>'),
  parent: z.string().optional(),
  createTime: z.string().optional(),
  updateTime: z.string().optional(),
  displayName: z.string().optional(),
  industryCategory: z.string().optional(),
  timeZone: z.string().optional(),
  currencyCode: z.string().optional(),
  serviceLevel: z.string().optional(),
  account: z.string().optional(),
  propertyType: z.string().optional(),
  deleteTime: z.string().optional(),
  expireTime: z.string().optional(),
});
export type AnalyticsProperty = z.infer<typeof AnalyticsProperty>;

export const AnalyticsPropertiesInput = z.object({
  /** The account (`123` or `accounts/123`). */
  accountId: z.string().trim().regex(/^(accounts\/)?\d+$/, 'Value must be a numeric string').transform((id) => id.replace(/^accounts\//, '')),
  showDeleted: z.boolean().default(false).describe('Include properties in the trash'),
});
export const AnalyticsPropertiesOutput = z.object({ properties: z.array(AnalyticsProperty) });
export type AnalyticsPropertiesOutput = z.infer<typeof AnalyticsPropertiesOutput>;

export const analyticsPropertiesGetAll = defineAction({
  app: googleAnalytics,
  id: 'properties.getAll',
  displayName: 'Get properties',
  description: 'Lists the GA4 properties of an account.',
  categories: ['Reporting'],
  mutates: false,
  input: AnalyticsPropertiesInput,
  output: AnalyticsPropertiesOutput,
  async run({ input, http }) {
    const properties = await listAllGoogle<AnalyticsProperty>(http, '/v1beta/properties', 'properties', {
      baseUrl: ANALYTICS_ADMIN_BASE_URL,
      pageSize: 200,
      query: { filter: `parent:accounts/${input.accountId}`, showDeleted: input.showDeleted },
    });
    return { properties };
  },
});
