import { z } from 'zod';
import { mutate } from '../api/ads-api.js';
import { AdsResourceName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { KeywordMatchType, KeywordText } from '../api/keyword-inputs.js';

const Keyword = z.object({ text: KeywordText, matchType: KeywordMatchType });

export const negativeKeywordListsCreate = defineAdsMutation({
  id: 'negativeKeywordLists.create',
  displayName: 'Create negative keyword list',
  description: 'Creates a shared list of negative keywords and, if given, applies it to campaigns.',
  // Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
  idempotent: false,
  input: z.object({
    name: z.string().trim().min(1).max(255).describe('Name'),
    keywords: z.array(Keyword).min(1, 'Give at least 1 keyword').describe('Negative keywords'),
    campaignResourceNames: z.array(AdsResourceName('campaigns', 1)).min(1, 'Give at least 1 campaign').optional().describe('Apply to campaigns'),
  }),
  async run({ input, config, http }) {
    const account = adsAccountOf(config);
    const [sharedSet = ''] = await mutate(http, account, 'sharedSets', [{ create: { name: input.name, type: 'NEGATIVE_KEYWORDS' } }]);
    const criteria = await mutate(http, account, 'sharedCriteria', input.keywords.map((keyword) => ({ create: { sharedSet, keyword } })));
    const links = input.campaignResourceNames
      ? await mutate(http, account, 'campaignSharedSets', input.campaignResourceNames.map((c) => ({ create: { campaign: qualified(c, 'campaigns', account), sharedSet } })))
      : [];
    return { resourceNames: [sharedSet, ...criteria, ...links] };
  },
});
