import { z } from 'zod';
import { defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { type Placements, placementsOf, platformPositions, positionKey, publisherPlatforms } from '../placements.js';
import { AdSetId, PlacementsOutput, targetingOf, writePlacements } from '../ad-set-placements.js';

export const RemovePlacementInput = z
  .object({ adSetId: AdSetId, publisherPlatform: z.enum(publisherPlatforms).describe('Publisher platform'), platformPosition: z.string().trim().min(1).describe('Placement') })
  .refine((i) => (platformPositions[i.publisherPlatform] as readonly string[]).includes(i.platformPosition), {
    message: 'This placement does not belong to the publisher platform',
    path: ['platformPosition'],
  });
export type RemovePlacementInput = z.infer<typeof RemovePlacementInput>;

export const metaRemoveAdSetPlacement = defineAction({
  app: metaAds,
  id: 'adSets.removePlacement',
  displayName: 'Remove ad set placement',
  description: 'Removes one placement (for example Instagram stories) from an ad set; a platform without placements left is removed too.',
  categories: ['Social Ads'],
  // Sets a state: the same call twice leaves the account as once.
  mutates: true,
  idempotent: true,
  input: RemovePlacementInput,
  output: PlacementsOutput,
  async run({ input, http }) {
    const targeting = await targetingOf(http, input.adSetId);
    const current = placementsOf(targeting);
    if (current.publisher_platforms === undefined) throw new NonRetryableError('The ad set uses Advantage+ (automatic) placements; choose its placements first');
    const key = positionKey(input.publisherPlatform);
    // A platform without a positions list shows on all of its positions: list them to remove one.
    const positions = (current[key] ?? (current.publisher_platforms.includes(input.publisherPlatform) ? [...platformPositions[input.publisherPlatform]] : [])) as string[];
    const left = positions.filter((position) => position !== input.platformPosition);
    const platforms = left.length > 0 ? current.publisher_platforms : current.publisher_platforms.filter((platform) => platform !== input.publisherPlatform);
    if (platforms.length === 0) throw new NonRetryableError('An ad set needs at least one placement');
    return writePlacements(http, input.adSetId, targeting, { ...current, publisher_platforms: platforms, [key]: left } as Placements);
  },
});
