import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { listAllGoogle } from '../../shared/google-list.js';
import { googleMerchantCenter } from '../app.js';
import { accountOf, MerchantAccountId } from '../merchant-schemas.js';

const Issue = z.looseObject({ code: z.string().optional(), severity: z.string().optional(), resolution: z.string().optional(), attribute: z.string().optional(), description: z.string().optional(), detail: z.string().optional(), documentation: z.string().optional(), numItems: z.number().optional() });

/** An account's status, built from the account, its homepage, its issues and its aggregate product statuses. */
export const MerchantAccountStatus = z.object({
  accountId: z.string(),
  kind: z.literal('merchantapi#accountStatus'),
  accountName: z.string().optional(),
  accountManagement: z.string().optional(),
  websiteClaimed: z.boolean(),
  accountLevelIssues: z.array(z.looseObject({ id: z.string(), title: z.string().optional(), severity: z.string().optional(), detail: z.string().optional(), documentation: z.string().optional(), destinations: z.array(z.string()).default([]) })),
  products: z.array(
    z.object({
      destination: z.string(),
      country: z.string().optional(),
      statistics: z.object({ active: z.number(), pending: z.number(), disapproved: z.number(), expiring: z.number() }),
      itemLevelIssues: z.array(Issue),
    }),
  ),
});
export type MerchantAccountStatus = z.infer<typeof MerchantAccountStatus>;

interface AccountIssue {
  name: string;
  title?: string;
  severity?: string;
  detail?: string;
  documentationUri?: string;
  impactedDestinations?: Array<{ reportingContext?: string }>;
}

interface AggregateStatus {
  reportingContext: string;
  country?: string;
  stats?: { activeCount?: string; pendingCount?: string; disapprovedCount?: string; expiringCount?: string };
  itemLevelIssues?: Array<{ code?: string; severity?: string; resolution?: string; attribute?: string; description?: string; detail?: string; documentationUri?: string; productCount?: string }>;
}

export const merchantAccountStatusesGet = defineAction({
  app: googleMerchantCenter,
  id: 'accountStatuses.get',
  displayName: 'Get account status',
  description: 'The account’s issues, whether its website is claimed, and its products per destination and country: active, pending, disapproved, expiring, with their issues.',
  categories: ['Feeds'],
  mutates: false,
  input: z.object({ accountId: MerchantAccountId }),
  output: MerchantAccountStatus,
  async run({ input, config, http }) {
    const account = accountOf(input.accountId, config);
    const [{ body: info }, { body: homepage }, issues, aggregates] = await Promise.all([
      http.get<{ accountName?: string }>(`/accounts/v1/accounts/${account}`, { responseType: 'json' }),
      http.get<{ claimed?: boolean }>(`/accounts/v1/accounts/${account}/homepage`, { responseType: 'json' }),
      listAllGoogle<AccountIssue>(http, `/accounts/v1/accounts/${account}/issues`, 'accountIssues', { pageSize: 100 }),
      listAllGoogle<AggregateStatus>(http, `/issueresolution/v1/accounts/${account}/aggregateProductStatuses`, 'aggregateProductStatuses', { pageSize: 250 }),
    ]);
    return {
      accountId: account,
      kind: 'merchantapi#accountStatus' as const,
      accountName: info.accountName,
      websiteClaimed: homepage.claimed ?? false,
      accountLevelIssues: issues.map((i) => ({
        id: i.name,
        title: i.title,
        severity: i.severity,
        detail: i.detail,
        documentation: i.documentationUri,
        destinations: (i.impactedDestinations ?? []).flatMap((d) => (d.reportingContext ? [d.reportingContext] : [])),
      })),
      products: aggregates.map((a) => ({
        destination: a.reportingContext,
        country: a.country,
        statistics: {
          active: Number(a.stats?.activeCount ?? 0),
          pending: Number(a.stats?.pendingCount ?? 0),
          disapproved: Number(a.stats?.disapprovedCount ?? 0),
          expiring: Number(a.stats?.expiringCount ?? 0),
        },
        itemLevelIssues: (a.itemLevelIssues ?? []).map(({ documentationUri, productCount, ...issue }) => ({ ...issue, documentation: documentationUri, numItems: productCount === undefined ? undefined : Number(productCount) })),
      })),
    };
  },
});
