import { z } from 'zod';
import { AccountChoice, type AnyAction, defineAction } from '@tandem/catalog/sdk';
import { metaAds } from './app.js';
import { AdSetSettings, AdSettings, CampaignSettings, entityFields, moneyFields } from './entities.js';
import { accountCurrency, adAccountPath, graphId, graphList } from './graph.js';
import { toMainUnit } from './money.js';

export const SettingsInput = z.object({
  id: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional().describe('ID (empty: all of the account)'),
  accountOverride: AccountChoice.optional().describe('Ad account'),
});
export type SettingsInput = z.infer<typeof SettingsInput>;

/** By the resource an action id names: the Graph API's edge (`kind`), the noun and the row schema. */
const resources = {
  adSets: { kind: 'adsets', noun: 'ad set', schema: AdSetSettings },
  campaigns: { kind: 'campaigns', noun: 'campaign', schema: CampaignSettings },
  ads: { kind: 'ads', noun: 'ad', schema: AdSettings },
} as const;
type Resource = keyof typeof resources;

/** Money fields as numbers: divided into the main unit (v2) or kept in the API's sub-units (v1). */
function withMoney(row: Record<string, unknown>, currency: string | undefined, mainUnit: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const key of Object.keys(row)) {
    if (moneyFields.has(key)) out[key] = mainUnit ? toMainUnit(row[key], currency) : row[key] === undefined ? undefined : Number(row[key]);
  }
  if (row.creative && typeof row.creative === 'object') out.creative = row.creative;
  return out;
}

export function settings(id: `${Resource}.getSettings` | `${Resource}.getSettingsV2`): AnyAction {
  const resource = id.split('.')[0] as Resource;
  const v2 = id.endsWith('V2');
  const { kind, noun, schema } = resources[resource];
  return defineAction({
    app: metaAds,
    id,
    displayName: `Get ${noun} settings${v2 ? '' : ' (old)'}`,
    description: `The settings of one ${noun}, or of every ${noun} of the ad account; money in ${v2 ? 'the currency’s main unit (50.5 = 50.50 EUR)' : 'the currency’s sub-unit (5050 = 50.50 EUR)'}.`,
    categories: ['Social Ads'],
    mutates: false,
    ...(v2 ? {} : { replacedBy: { actionId: `${resource}.getSettingsV2`, reason: 'The new version gives money in the currency’s main unit instead of its sub-unit.' } }),
    input: SettingsInput,
    output: z.object({ items: z.array(schema) }),
    async run({ input, config, http }) {
      const fields = [...entityFields[kind]];
      const rows =
        input.id === undefined
          ? await graphList<Record<string, unknown>>(http, `/${adAccountPath(config, input.accountOverride)}/${kind}`, { fields, limit: 200 })
          : [(await http.get<Record<string, unknown>>(`/${graphId(input.id)}`, { query: [['fields', fields.join(',')]], responseType: 'json' })).body];
      const currency = v2 ? await accountCurrency(http, config, input.accountOverride) : undefined;
      return { items: rows.map((row) => withMoney(row, currency, v2)) as never };
    },
  });
}
