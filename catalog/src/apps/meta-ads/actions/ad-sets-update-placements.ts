import { z } from 'zod';
import { checkbox, defineAction } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { mergePlacements, Placements, placementsOf } from '../placements.js';
import { AdSetId, PlacementsOutput, targetingOf, writePlacements } from '../ad-set-placements.js';

export const UpdatePlacementsInput = z.object({
  adSetId: AdSetId,
  placements: Placements.describe('Placements'),
  overwriteAll: checkbox(z.boolean().default(false).describe('Replace all placements (otherwise add to them)')),
});
export type UpdatePlacementsInput = z.infer<typeof UpdatePlacementsInput>;

export const metaUpdateAdSetPlacements = defineAction({
  app: metaAds,
  id: 'adSets.updatePlacements',
  displayName: 'Update ad set placements',
  description: 'Adds placements to an ad set, or replaces all of them; the rules of Meta’s placements are checked first. Gives the placements in effect afterwards.',
  categories: ['Social Ads'],
  // Sets a state: the same call twice leaves the account as once.
  mutates: true,
  idempotent: true,
  input: UpdatePlacementsInput,
  output: PlacementsOutput,
  async run({ input, http }) {
    const targeting = await targetingOf(http, input.adSetId);
    const placements = input.overwriteAll ? input.placements : mergePlacements(placementsOf(targeting), input.placements);
    return writePlacements(http, input.adSetId, targeting, placements);
  },
});
