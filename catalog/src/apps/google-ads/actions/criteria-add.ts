import { z } from 'zod';
import { checkbox } from '@tandem/catalog/sdk';
import { mutate } from '../api/ads-api.js';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { KeywordMatchType, KeywordText } from '../api/keyword-inputs.js';

/** The criteria a campaign or an ad group can be given. */
const Criterion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keyword'), text: KeywordText, matchType: KeywordMatchType }),
  z.object({ type: z.literal('youtubeVideo'), videoId: z.string().trim().regex(/^[\w-]{11}$/, 'A YouTube video id has 11 characters') }),
  z.object({ type: z.literal('youtubeChannel'), channelId: z.string().trim().regex(/^UC[\w-]{22}$/, 'A YouTube channel id starts with UC') }),
  z.object({ type: z.literal('placement'), url: z.string().trim().min(3).describe('Website') }),
  z.object({ type: z.literal('mobileAppCategory'), categoryId: z.string().regex(/^\d{1,20}$/, 'Value must be a numeric string') }),
  z.object({ type: z.literal('mobileApplication'), appId: z.string().trim().regex(/^[12]-.+$/, 'An app id looks like 1-476943146 (App Store) or 2-com.example.app (Google Play)') }),
]);
type Criterion = z.infer<typeof Criterion>;

function criterionFields(criterion: Criterion): Record<string, unknown> {
  switch (criterion.type) {
    case 'keyword':
      return { keyword: { text: criterion.text, matchType: criterion.matchType } };
    case 'youtubeVideo':
      return { youtubeVideo: { videoId: criterion.videoId } };
    case 'youtubeChannel':
      return { youtubeChannel: { channelId: criterion.channelId } };
    case 'placement':
      return { placement: { url: criterion.url } };
    case 'mobileAppCategory':
      return { mobileAppCategory: { mobileAppCategoryConstant: `mobileAppCategoryConstants/${criterion.categoryId}` } };
    case 'mobileApplication':
      return { mobileApplication: { appId: criterion.appId } };
  }
}

export const criteriaAdd = defineAdsMutation({
  id: 'criteria.add',
  displayName: 'Add criteria',
  description: 'Adds keywords, YouTube videos or channels, placements, app categories or apps to a campaign or an ad group, as targets or exclusions (negative).',
  // Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
  idempotent: false,
  input: z
    .object({
      campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign').optional(),
      adGroupResourceName: AdsResourceName('adGroups', 1, 'Ad group').optional(),
      negative: checkbox(z.boolean().default(false).describe('Exclude (negative)')),
      criteria: z.array(Criterion).min(1, 'Give at least 1 criterion').describe('Criteria'),
    })
    .refine((i) => (i.campaignResourceName === undefined) !== (i.adGroupResourceName === undefined), { message: 'Give a campaign or an ad group (not both)', path: ['campaignResourceName'] }),
  async run({ input, config, http }) {
    const base = adsAccountOf(config);
    const onCampaign = input.campaignResourceName !== undefined;
    const owner = (input.campaignResourceName ?? input.adGroupResourceName)!;
    const account = accountOfName(owner, base);
    const parent = onCampaign ? { campaign: qualified(owner, 'campaigns', account) } : { adGroup: qualified(owner, 'adGroups', account) };
    const operations = input.criteria.map((criterion) => ({ create: { ...parent, negative: input.negative, ...criterionFields(criterion) } }));
    return { resourceNames: await mutate(http, account, onCampaign ? 'campaignCriteria' : 'adGroupCriteria', operations) };
  },
});
