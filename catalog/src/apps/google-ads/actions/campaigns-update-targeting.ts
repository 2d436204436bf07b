import { z } from 'zod';
import { checkbox } from '@tandem/catalog/sdk';
import { mutate, type MutateOperation, searchStream } from '../api/ads-api.js';
import { gaqlString } from '../api/gaql.js';
import { accountOfName, qualified } from '../api/resource-names.js';
import { AdsCountry, AdsLanguage, countryGeoTargets, languageConstant, LocationTargetingType } from '../api/targeting.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { maskOf } from '../mutations/bidding.js';
import { Campaign, targetingOperations } from '../mutations/campaign-mutations.js';

export const campaignsUpdateTargeting = defineAdsMutation({
  id: 'campaigns.updateTargeting',
  displayName: 'Update campaign locations and languages',
  description: 'Adds countries and languages to a campaign’s targeting, or replaces the targeted ones; sets whether presence or also interest counts.',
  // Sets a state: the same call twice leaves the account as once.
  idempotent: true,
  input: z.object({
    campaignResourceName: Campaign,
    countries: z.array(AdsCountry).optional().describe('Countries'),
    languages: z.array(AdsLanguage).optional().describe('Languages'),
    replace: checkbox(z.boolean().default(false).describe('Remove countries and languages not listed')),
    locationTargetingType: LocationTargetingType.optional().describe('Location targeting'),
  }),
  async run({ input, config, http }) {
    const account = accountOfName(input.campaignResourceName, adsAccountOf(config));
    const campaign = qualified(input.campaignResourceName, 'campaigns', account);
    const rows = await searchStream(
      http,
      account,
      `SELECT campaign_criterion.resource_name, campaign_criterion.type, campaign_criterion.location.geo_target_constant, campaign_criterion.language.language_constant FROM campaign_criterion WHERE campaign.resource_name = ${gaqlString(campaign)} AND campaign_criterion.type IN ('LOCATION', 'LANGUAGE') AND campaign_criterion.negative = FALSE`,
    );
    const current = rows.map((row) => row.campaignCriterion as { resourceName: string; location?: { geoTargetConstant: string }; language?: { languageConstant: string } });
    const targetOf = (c: (typeof current)[number]) => c.location?.geoTargetConstant ?? c.language?.languageConstant ?? '';
    const creates = await targetingOperations(http, account, campaign, input.countries ?? [], input.languages ?? [], new Set(current.map(targetOf)));
    const wanted = new Set([...(await countryGeoTargets(http, account, input.countries ?? [])), ...(input.languages ?? []).map(languageConstant)]);
    const removes = input.replace ? current.filter((c) => !wanted.has(targetOf(c))).map((c): MutateOperation => ({ remove: c.resourceName })) : [];
    const resourceNames = creates.length + removes.length > 0 ? await mutate(http, account, 'campaignCriteria', [...creates, ...removes]) : [];
    if (input.locationTargetingType) {
      const setting = { geoTargetTypeSetting: { positiveGeoTargetType: input.locationTargetingType } };
      resourceNames.push(...(await mutate(http, account, 'campaigns', [{ update: { resourceName: campaign, ...setting }, updateMask: maskOf(setting).join(',') }])));
    }
    return { resourceNames };
  },
});
