import { z } from 'zod';
import { checkbox } from '@tandem/catalog/sdk';
import { mutate } from '../api/ads-api.js';
import { accountOfName, qualified } from '../api/resource-names.js';
import { LocationTargetingType } from '../api/targeting.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { maskOf } from '../mutations/bidding.js';
import { Campaign, IsoDate, campaignDates, political } from '../mutations/campaign-mutations.js';

export const campaignsUpdate = defineAdsMutation({
  id: 'campaigns.update',
  displayName: 'Update campaign',
  description: 'Changes the name, status, dates, location targeting type or political-advertising declaration of a campaign; what is not given stays.',
  // Sets a state: the same call twice leaves the account as once.
  idempotent: true,
  input: z.object({
    campaignResourceName: Campaign,
    name: z.string().trim().min(1).max(255).optional(),
    status: z.enum(['ENABLED', 'PAUSED']).optional(),
    startDate: IsoDate.optional().describe('First day'),
    endDate: IsoDate.optional().describe('Last day'),
    locationTargetingType: LocationTargetingType.optional(),
    containsEuPoliticalAdvertising: checkbox(z.boolean().optional().describe('Contains EU political advertising')),
  }),
  async run({ input, config, http }) {
    const account = accountOfName(input.campaignResourceName, adsAccountOf(config));
    const resourceName = qualified(input.campaignResourceName, 'campaigns', account);
    const fields: Record<string, unknown> = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...campaignDates(input.startDate, input.endDate),
      ...(input.locationTargetingType === undefined ? {} : { geoTargetTypeSetting: { positiveGeoTargetType: input.locationTargetingType } }),
      ...(input.containsEuPoliticalAdvertising === undefined ? {} : { containsEuPoliticalAdvertising: political(input.containsEuPoliticalAdvertising) }),
    };
    if (Object.keys(fields).length === 0) return { resourceNames: [] };
    return { resourceNames: await mutate(http, account, 'campaigns', [{ update: { resourceName, ...fields }, updateMask: maskOf(fields).join(',') }]) };
  },
});
