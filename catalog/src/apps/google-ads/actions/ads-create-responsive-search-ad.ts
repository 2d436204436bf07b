import { z } from 'zod';
import { mutate } from '../api/ads-api.js';
import { accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { AdGroup, Status } from '../mutations/ad-group-mutations.js';

export const adsCreateResponsiveSearchAd = defineAdsMutation({
  id: 'ads.createResponsiveSearchAd',
  displayName: 'Create responsive search ad',
  description: 'Creates a responsive search ad in an ad group: 3 to 15 headlines of at most 30 characters, 2 to 4 descriptions of at most 90, a final URL and optional display paths.',
  // Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
  idempotent: false,
  input: z.object({
    adGroupResourceName: AdGroup,
    headlines: z.array(z.string().trim().min(1).max(30, 'A headline has at most 30 characters')).min(3, 'Give at least 3 headlines').max(15, 'Give at most 15 headlines').describe('Headlines'),
    descriptions: z.array(z.string().trim().min(1).max(90, 'A description has at most 90 characters')).min(2, 'Give at least 2 descriptions').max(4, 'Give at most 4 descriptions').describe('Descriptions'),
    finalUrl: z.url({ error: 'The final URL must be a URL' }).describe('Final URL'),
    path1: z.string().trim().max(15).optional().describe('Path 1'),
    path2: z.string().trim().max(15).optional().describe('Path 2'),
    status: Status.default('ENABLED'),
  }),
  async run({ input, config, http }) {
    const account = accountOfName(input.adGroupResourceName, adsAccountOf(config));
    const ad = {
      finalUrls: [input.finalUrl],
      responsiveSearchAd: {
        headlines: input.headlines.map((text) => ({ text })),
        descriptions: input.descriptions.map((text) => ({ text })),
        ...(input.path1 ? { path1: input.path1 } : {}),
        ...(input.path2 ? { path2: input.path2 } : {}),
      },
    };
    return { resourceNames: await mutate(http, account, 'adGroupAds', [{ create: { adGroup: qualified(input.adGroupResourceName, 'adGroups', account), status: input.status, ad } }]) };
  },
});
