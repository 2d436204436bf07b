import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { mutate } from '../api/ads-api.js';
import { accountOfName } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';

/** A bid adjustment in percent: -90 to +900; 0 takes the adjustment away. */
const BidModifierPercent = z.number().min(-90, 'A bid adjustment is at least -90 %').max(900, 'A bid adjustment is at most +900 %').describe('Bid adjustment (%)');

export const bidModifiersSet = defineAdsMutation({
  id: 'bidModifiers.set',
  displayName: 'Set bid adjustment',
  description: 'Sets the bid adjustment of campaign criteria (devices, locations), ad group criteria or ad group device modifiers in percent, from -90 to +900; 0 resets it.',
  // Sets a state: the same call twice leaves the account as once.
  idempotent: true,
  input: z.object({
    resourceNames: z
      .array(z.string().trim().regex(/^customers\/\d{10}\/(campaignCriteria|adGroupCriteria|adGroupBidModifiers)\/\d{1,20}~\d{1,20}$/, 'Invalid resource name: expected customers/<customer id>/campaignCriteria|adGroupCriteria|adGroupBidModifiers/<id>~<id>'))
      .min(1)
      .describe('Criteria'),
    percent: BidModifierPercent,
  }),
  async run({ input, config, http }) {
    const account = accountOfName(input.resourceNames[0]!, adsAccountOf(config));
    const collections = new Set(input.resourceNames.map((name) => name.split('/')[2]!));
    if (collections.size > 1) throw new NonRetryableError('Give criteria of one kind per step (campaign criteria, ad group criteria or ad group bid modifiers)');
    const bidModifier = Math.round((1 + input.percent / 100) * 10_000) / 10_000;
    const operations = input.resourceNames.map((resourceName) => ({ update: { resourceName, bidModifier }, updateMask: 'bidModifier' }));
    return { resourceNames: await mutate(http, account, [...collections][0]!, operations) };
  },
});
